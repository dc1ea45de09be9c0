import { eventType } from "inngest";
import { z } from "zod";

// Products were created, edited or relinked: their quality score may move.
export const productChanged = eventType("product.changed", {
  schema: z.object({ organizationId: z.uuid(), productIds: z.array(z.uuid()).min(1).max(1000) }),
});

// A whole catalogue (categoryId null) or one category needs new scores.
// chainId ties the pages of one rescore together; the first page has none.
export const rescoreRequested = eventType("catalog.rescore-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    categoryId: z.uuid().nullable(),
    after: z.uuid().nullable(),
    chainId: z.string().optional(),
  }),
});
