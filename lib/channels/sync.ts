import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { enqueueEvent } from "../jobs/outbox";
import { channelFeedRequested, channelPageRequested } from "../events/definitions";
import type { SyncStarted } from "./documents";
import type { Destination } from "./schemas";

// POST /channels/{id}/sync: a run record and the first page's event, in one
// transaction; the pages chain from there (docs/syndication.md).
export async function startSync(principal: Principal, channelId: string): Promise<SyncStarted> {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    const channel = await tx.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) }, select: { id: true, destination: true } });
    if (!channel) throw notFound("Channel");
    const run = await tx.syncRun.create({ data: { ...ownedBy(principal), channelId, status: "running" } });
    if ((channel.destination as Destination).type === "feed") {
      await enqueueEvent(tx, channelFeedRequested.create({ organizationId: principal.organizationId, channelId, runId: run.id }, { id: `channel-feed:${run.id}` }));
      return { runId: run.id };
    }
    await enqueueEvent(
      tx,
      channelPageRequested.create({ organizationId: principal.organizationId, channelId, runId: run.id, mode: "deliver", after: null }, { id: `channel-page:${run.id}:start` }),
    );
    return { runId: run.id };
  });
}
