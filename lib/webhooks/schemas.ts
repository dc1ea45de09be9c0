import { z } from "zod";

// Outbound change events an integrator may subscribe to.
export const WEBHOOK_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product.quality_band_changed",
  "publication.delivered",
  "publication.skipped",
  "publication.failed",
  "asset.confirmed",
  "channel.synced",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

// Spelled without the i flag, which a pattern in the API's description
// cannot carry; the regex check hides the URL format, so it is named again.
const url = z.string().url().max(2048).regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, "Use an http or https URL.").meta({ format: "uri" });
const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1).transform((list) => [...new Set(list)]);

export const createEndpointBody = z.object({ url, events, enabled: z.boolean().default(true) }).strict();
export type CreateEndpointBody = z.infer<typeof createEndpointBody>;

export const updateEndpointBody = z.object({ url: url.optional(), events: events.optional(), enabled: z.boolean().optional() }).strict();
export type UpdateEndpointBody = z.infer<typeof updateEndpointBody>;

export const deliveryParams = z.object({ id: z.string().uuid(), deliveryId: z.string().uuid() });
