import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";

export type ChannelPageRequest = {
  organizationId: string;
  channelId: string;
  // The sync run this page belongs to; null for deliveries after product edits.
  runId: string | null;
  // "deliver" evaluates and delivers; "evaluate" refreshes publications only
  // (after the map changes), so readiness is current without delivering.
  mode: "deliver" | "evaluate";
  // Keyset position of a full pass, or an explicit list of changed products.
  after: string | null;
  productIds?: string[];
};

export async function requestChannelPage(tx: Tx, page: ChannelPageRequest, dedupeKey?: string): Promise<void> {
  await enqueueEvent(tx, { name: "channel.page-requested", data: page, id: dedupeKey });
}

export type FeedRequest = { organizationId: string; channelId: string; runId: string | null };

export async function requestFeed(tx: Tx, feed: FeedRequest, dedupeKey: string): Promise<void> {
  await enqueueEvent(tx, { name: "channel.feed-requested", data: feed, id: dedupeKey });
}
