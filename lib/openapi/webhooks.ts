import type { z } from "zod";
import { webhookEventBody } from "../webhooks/documents";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../webhooks/schemas";

type Json = Record<string, unknown>;

// "product.quality_band_changed" → "ProductQualityBandChangedEvent".
export function eventComponentName(type: WebhookEventType): string {
  return type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("") + "Event";
}

// The body of each event, as a component beside the response documents.
export const EVENT_COMPONENTS: Record<string, z.ZodType> = Object.fromEntries(WEBHOOK_EVENTS.map((type) => [eventComponentName(type), webhookEventBody(type)]));

// One line per event, for the reference's list; docs/api.md has the details.
const SUMMARIES: Record<WebhookEventType, string> = {
  "product.created": "A product was created",
  "product.updated": "A product was changed",
  "product.deleted": "A product was deleted",
  "product.quality_band_changed": "A product's quality score moved it into another band",
  "publication.delivered": "A channel delivered a product",
  "publication.skipped": "A channel skipped a product",
  "publication.failed": "A channel failed to deliver a product",
  "asset.confirmed": "An uploaded asset was confirmed",
  "channel.synced": "A channel's sync run ended",
};

// OpenAPI 3.1's `webhooks`: what the service POSTs to a subscribed endpoint,
// one entry per event type.
export function webhooksSection(): Json {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${eventComponentName(type)}`,
          summary: SUMMARIES[type],
          tags: ["Webhooks"],
          description: `Sent to each enabled endpoint of the organisation subscribed to \`${type}\`. Headers: \`X-PIS-Event\` (the type), \`X-PIS-Delivery\` (the delivery id, also \`id\` in the body; the same on a retry or replay), \`X-PIS-Signature\` (\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>\`).`,
          parameters: [
            { name: "X-PIS-Event", in: "header", required: true, schema: { type: "string", const: type } },
            { name: "X-PIS-Delivery", in: "header", required: true, schema: { type: "string" } },
            { name: "X-PIS-Signature", in: "header", required: true, schema: { type: "string" } },
          ],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${eventComponentName(type)}` } } } },
          responses: { "2XX": { description: "Received. Any other answer, or none within the time-out, is retried with backoff (6 attempts in all)." } },
        },
      },
    ]),
  );
}
