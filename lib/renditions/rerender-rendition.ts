import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { ImageRefused } from "./render-image";
import { renderToStore } from "./render-to-store";
import { saveRender, type RenderOutcome } from "./save-render";

export type RerenderResult = "ready" | "failed" | "skipped";

// Brings one rendition up to its preset's current operations. An image that
// cannot be rendered is recorded as a failed rendition; a store or database
// failure is thrown so the caller (a job step) retries it. Safe to run twice:
// a rendition that is already current is skipped.
export async function rerenderRendition(organizationId: string, renditionId: string): Promise<RerenderResult> {
  const rendition = await db.rendition.findUnique({ where: { id: renditionId, ...ownedBy.organization(organizationId) }, include: { asset: true, preset: true } });
  if (!rendition) return "skipped";
  const { asset, preset } = rendition;
  if (rendition.opsVersion >= preset.opsVersion && rendition.status !== "queued") return "skipped";

  let outcome: RenderOutcome;
  try {
    outcome = { status: "ready", stored: await renderToStore(asset, preset) };
  } catch (err) {
    if (!(err instanceof ImageRefused)) throw err;
    outcome = { status: "failed", error: err.message };
  }
  const target = { organizationId: rendition.organizationId, assetId: asset.id, presetId: preset.id };
  await saveRender(target, preset.opsVersion, outcome, false);
  return outcome.status;
}
