import { inngest } from "../runtime/client";
import { channelFeedRequested } from "../../lib/events/definitions";
import { writeFeed } from "../../lib/channels/feed/write-feed";

// Writes a feed channel's file to the object store.
export const writeChannelFeed = inngest.createFunction(
  { id: "write-channel-feed", retries: 4, triggers: [channelFeedRequested] },
  async ({ event, step }) => step.run("write-feed", () => writeFeed(event.data.organizationId, event.data.channelId, event.data.runId)),
);
