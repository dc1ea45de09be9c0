import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { enqueueEvent } from "../jobs/outbox";
import { imagesReady } from "../events/definitions";

const PER_EVENT = 100;

// Images that just became ready get the organisation's auto presets rendered
// in the background (docs/api.md, "Rendition presets"); asked in the
// transaction that made them ready, and only when some preset is auto, so
// an organisation without one queues nothing.
export async function requestAutoRenditions(tx: Tx, organizationId: string, assetIds: readonly string[]): Promise<void> {
  if (assetIds.length === 0) return;
  const auto = await tx.renditionPreset.findFirst({ where: { ...ownedBy.organization(organizationId), auto: true }, select: { id: true } });
  if (!auto) return;
  for (let i = 0; i < assetIds.length; i += PER_EVENT) {
    await enqueueEvent(tx, imagesReady.create({ organizationId, assetIds: assetIds.slice(i, i + PER_EVENT) }));
  }
}
