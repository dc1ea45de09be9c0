import { eventType } from "inngest";
import { z } from "zod";

// One page of a channel pass: a keyset page of a full pass (after) or the
// products that just changed (productIds).
export const channelPageRequested = eventType("channel.page-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    channelId: z.uuid(),
    runId: z.uuid().nullable(),
    mode: z.enum(["deliver", "evaluate"]),
    after: z.uuid().nullable(),
    productIds: z.array(z.uuid()).max(1000).optional(),
  }),
});

// A feed channel's file must be written again (a sync, or products changed).
export const channelFeedRequested = eventType("channel.feed-requested", {
  schema: z.object({ organizationId: z.uuid(), channelId: z.uuid(), runId: z.uuid().nullable() }),
});
