import { emitWebhooks, type ChangeEvent } from "./emit";

export type PublicationOutcome = { productId: string; sku: string; status: string; lastError: string | null; externalRef?: string | null };

// publication.delivered / skipped / failed, as deliveries settle.
export async function emitPublicationEvents(organizationId: string, channelId: string, outcomes: PublicationOutcome[]): Promise<void> {
  const events: ChangeEvent[] = outcomes
    .filter((o) => o.status === "delivered" || o.status === "skipped" || o.status === "failed")
    .map((o) => ({
      type: `publication.${o.status}` as "publication.delivered" | "publication.skipped" | "publication.failed",
      data: { channelId, productId: o.productId, sku: o.sku, externalRef: o.externalRef ?? null, last_error: o.lastError },
    }));
  await emitWebhooks(organizationId, events);
}
