import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { ImageRefused } from "./render-image";
import { renderToStore } from "./render-to-store";
import { saveRender, type RenderOutcome } from "./save-render";

// Renders a ready image with every preset of its organisation marked auto
// that has no rendition of its current operations yet, so running it again
// (a retried step) renders nothing twice. An image the renderer refuses is
// recorded as a failed rendition, as a re-render records it; a store or
// database failure is thrown for the step to retry. Answers how many were
// made. An asset deleted meanwhile is skipped.
export async function renderAutoRenditions(organizationId: string, assetId: string): Promise<number> {
  const asset = await db.asset.findFirst({ where: { id: assetId, ...ownedBy.organization(organizationId), status: "ready", assetType: "image" } });
  if (!asset) return 0;
  const presets = await db.renditionPreset.findMany({
    where: { ...ownedBy.organization(organizationId), auto: true },
    include: { renditions: { where: { assetId }, select: { opsVersion: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  let made = 0;
  for (const preset of presets) {
    if (preset.renditions.some((r) => r.opsVersion >= preset.opsVersion)) continue;
    let outcome: RenderOutcome;
    try {
      outcome = { status: "ready", stored: await renderToStore(asset, preset) };
    } catch (err) {
      if (!(err instanceof ImageRefused)) throw err;
      outcome = { status: "failed", error: err.message };
    }
    await saveRender({ organizationId, assetId, presetId: preset.id }, preset.opsVersion, outcome, true);
    made++;
  }
  return made;
}
