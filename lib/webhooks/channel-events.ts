import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { PublicationStatus } from "../db/generated/enums";
import { emitWebhooks } from "./emit";

// channel.synced, in the transaction that marks the sync run completed, with
// the channel's publications by status as the run ended (one grouped count
// on the channel's index; a run's own outcomes are not kept apart, since a
// later edit's delivery may settle a record the run began).
export async function emitChannelSynced(tx: Tx, organizationId: string, channelId: string, runId: string, destinationType: "http" | "feed"): Promise<void> {
  const groups = await tx.publication.groupBy({ by: ["status"], where: { channelId, ...ownedBy.organization(organizationId) }, _count: { _all: true } });
  const publications = Object.fromEntries(Object.values(PublicationStatus).map((s) => [s, 0])) as Record<PublicationStatus, number>;
  for (const g of groups) publications[g.status] = g._count._all;
  await emitWebhooks(organizationId, [{ type: "channel.synced", data: { channelId, runId, destinationType, publications } }], tx);
}
