// Response bodies of the webhook endpoints. Each type is the z.infer of its
// schema (one source for the serializers, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";

export const webhookEndpointDocument = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpointDocument = z.infer<typeof webhookEndpointDocument>;

// The signing secret appears in the creation's answer only.
export const newWebhookEndpointDocument = webhookEndpointDocument.extend({ secret: z.string() });
export type NewWebhookEndpointDocument = z.infer<typeof newWebhookEndpointDocument>;

export const webhookDeliveryDocument = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  // The receiver's HTTP status of the last attempt; null before one answered.
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  // The event body as sent (signed) to the receiver.
  payload: z.unknown(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryDocument = z.infer<typeof webhookDeliveryDocument>;
