import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { enqueueEvent } from "../jobs/outbox";
import { channelFeedRequested, channelPageRequested } from "../events/definitions";
import { refreshSecondsOf, scheduleFeedRewrite } from "./feed/feed-schedule";
import type { Destination } from "./schemas";

// Changed products go out to every channel of their supplier: to an http
// channel as one page, to a feed channel as a rewrite of its file, coalesced
// with the other changes of its refresh interval (feed/feed-schedule.ts),
// and an evaluation of the changed products at once, so the readiness board
// and the grid's readiness filters follow an edit without waiting for the file.
// The outbox event id keeps a retried fan-out from enqueueing the same work
// twice.
export async function fanOutChangedProducts(organizationId: string, productIds: string[], eventId: string): Promise<{ channels: number }> {
  const channels = await db.channel.findMany({ where: { ...ownedBy.organization(organizationId) }, select: { id: true, destination: true } });
  const isFeed = (c: (typeof channels)[number]) => (c.destination as { type?: string }).type === "feed";
  const http = channels.filter((c) => !isFeed(c));
  await db.$transaction(async (tx) => {
    for (const channel of channels.filter(isFeed)) {
      const dueAt = await scheduleFeedRewrite(tx, { id: channel.id, organizationId }, refreshSecondsOf(channel.destination as Destination));
      await enqueueEvent(
        tx,
        channelPageRequested.create({ organizationId, channelId: channel.id, runId: null, mode: "evaluate", after: null, productIds }, { id: `channel-evaluate:${eventId}:${channel.id}` }),
      );
      if (!dueAt) continue;
      await enqueueEvent(tx, channelFeedRequested.create({ organizationId, channelId: channel.id, runId: null, dueAt: dueAt.toISOString() }, { id: `channel-feed:${channel.id}:${dueAt.toISOString()}` }));
    }
    for (const channel of http) {
      await enqueueEvent(
        tx,
        channelPageRequested.create(
          { organizationId, channelId: channel.id, runId: null, mode: "deliver", after: null, productIds },
          { id: `channel-change:${eventId}:${channel.id}` },
        ),
      );
    }
  });
  return { channels: channels.length };
}
