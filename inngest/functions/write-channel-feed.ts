import { inngest } from "../runtime/client";
import { channelFeedRequested } from "../../lib/events/definitions";
import { writeFeed } from "../../lib/channels/feed/write-feed";

// While another write holds the channel this request looks again after a
// pause growing from 1 s to 15 s, for at most about 12 minutes (a writer's
// lease lasts 5 minutes without renewal); a request that gives up leaves its
// rewrite due, and the next change asks for it again. A writer that finishes
// hands the channel to the work waiting for it with a request of its own
// (feed-schedule.ts), so these pauses only matter when a writer died.
const WAITS = 60;

// Writes a feed channel's file to the object store: at once for a sync, at
// the coalesced rewrite's due time for product changes, and after the
// channel's current writer when there is one.
export const writeChannelFeed = inngest.createFunction({ id: "write-channel-feed", retries: 4, triggers: [channelFeedRequested] }, async ({ event, step }) => {
  const { organizationId, channelId, runId, dueAt } = event.data;
  if (dueAt) await step.sleepUntil("until-due", dueAt);
  for (let turn = 0; turn < WAITS; turn++) {
    const written = await step.run(turn === 0 ? "write-feed" : `write-feed-${turn}`, () => writeFeed(organizationId, channelId, runId));
    if (!("busyUntil" in written)) return written;
    await step.sleep(`writer-busy-${turn}`, `${Math.min(2 ** turn, 15)}s`);
  }
  return { gaveUp: true };
});
