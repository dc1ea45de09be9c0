import { z } from "zod";
import { paginationQuery } from "../core/pagination";

export const listNotificationsQuery = paginationQuery;

// planLimitReached is accepted only as true: the notice explains work that
// was refused, so it cannot be switched off (docs/api.md, "Brand portals").
export const preferencesPatch = z
  .object({
    invoicePaid: z.boolean().optional(),
    subscriptionCancelled: z.boolean().optional(),
    paymentRecovered: z.boolean().optional(),
    planLimitReached: z.literal(true, { error: "Plan-limit notifications cannot be turned off." }).optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatch>;
