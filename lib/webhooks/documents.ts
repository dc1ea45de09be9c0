// Response bodies of the webhook endpoints, and the body of every event the
// service POSTs to them. Each type is the z.infer of its schema (one source
// for the serializers, the emitters, the OpenAPI document and the portals);
// browser-safe.
import { z } from "zod";
import { AssetType, PublicationStatus } from "../db/generated/enums";
import { WEBHOOK_EVENTS, type WebhookEventType } from "./schemas";

export const webhookEndpointDocument = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpointDocument = z.infer<typeof webhookEndpointDocument>;

// The signing secret is in the creation's answer only.
export const newWebhookEndpointDocument = webhookEndpointDocument.extend({ secret: z.string() });
export type NewWebhookEndpointDocument = z.infer<typeof newWebhookEndpointDocument>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "retrying", "delivered", "failed", "skipped"] as const;

export const webhookDeliveryDocument = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  // The event as sent, without the delivery id (it is `id` above).
  payload: z.object({ type: z.enum(WEBHOOK_EVENTS), occurredAt: z.string(), organizationId: z.string(), data: z.record(z.string(), z.unknown()) }),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryDocument = z.infer<typeof webhookDeliveryDocument>;

const product = z.object({ productId: z.string(), sku: z.string() });
const publication = z.object({ channelId: z.string(), productId: z.string(), sku: z.string(), externalRef: z.string().nullable(), last_error: z.string().nullable() });
const band = z.enum(["red", "amber", "green"]);

// The `data` of each event type.
export const WEBHOOK_EVENT_DATA = {
  "product.created": product,
  "product.updated": product,
  "product.deleted": product,
  "product.quality_band_changed": product.extend({ from: band.nullable(), to: band, qualityScore: z.number().int() }),
  "publication.delivered": publication,
  "publication.skipped": publication,
  "publication.failed": publication,
  "asset.confirmed": z.object({ assetId: z.string(), filename: z.string(), assetType: z.enum(AssetType), mimeType: z.string(), sizeBytes: z.number().int() }),
  "channel.synced": z.object({
    channelId: z.string(),
    runId: z.string(),
    destinationType: z.enum(["http", "feed"]),
    // The channel's publications by status as the run ended.
    publications: z.record(z.enum(PublicationStatus), z.number().int()),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

// What a receiver gets: the delivery id (the same on a retry or a replay),
// the event type, when it happened, the organisation and the event's data.
export function webhookEventBody<T extends WebhookEventType>(type: T) {
  return z.object({ id: z.string(), type: z.literal(type), occurredAt: z.string(), organizationId: z.string(), data: WEBHOOK_EVENT_DATA[type] });
}
