// Response bodies of the notification endpoints. Each type is the z.infer of
// its schema (one source for the serializers, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";

export const notificationDocument = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.unknown(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDocument = z.infer<typeof notificationDocument>;

// planLimitReached cannot be turned off, so it is always true.
export const preferencesDocument = z.object({
  invoicePaid: z.boolean(),
  subscriptionCancelled: z.boolean(),
  paymentRecovered: z.boolean(),
  planLimitReached: z.literal(true),
});
export type PreferencesDocument = z.infer<typeof preferencesDocument>;
