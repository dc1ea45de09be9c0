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

const url = z.string().url().max(2048).refine((u) => /^https?:\/\//i.test(u), "Use an http or https URL.");
const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1).transform((list) => [...new Set(list)]);

export const createEndpointBody = z.object({ url, events, enabled: z.boolean().default(true) }).strict();
export type CreateEndpointBody = z.infer<typeof createEndpointBody>;

export const updateEndpointBody = z.object({ url: url.optional(), events: events.optional(), enabled: z.boolean().optional() }).strict();
export type UpdateEndpointBody = z.infer<typeof updateEndpointBody>;

export const deliveryParams = z.object({ id: z.string().uuid(), deliveryId: z.string().uuid() });
