import type { WebhookEventType } from "@/lib/webhooks/schemas";

// What each event means, in words, beside its code.
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  "product.created": "A product was created",
  "product.updated": "A product was changed",
  "product.deleted": "A product was deleted",
  "product.quality_band_changed": "A product's quality band moved",
  "publication.delivered": "A channel delivered a product",
  "publication.skipped": "A channel skipped a product",
  "publication.failed": "A channel could not deliver a product",
  "asset.confirmed": "An asset upload was confirmed",
  "channel.synced": "A channel sync finished",
};
