import { db } from "../db/client";
import { destinationClient } from "../outbound/destination-policy";
import { SIGNATURE_HEADER, signPayload } from "./signature";

export class WebhookNotDelivered extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookNotDelivered";
  }
}

// One attempt at one delivery, through the SSRF-guarded client. A 2xx is
// delivered; anything else is retried by the job runner with backoff and
// recorded as failed after the last attempt. The payload carries the
// delivery id, so a receiver can drop a repeat.
export async function sendWebhook(deliveryId: string, lastAttempt: boolean): Promise<{ status: string }> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery || delivery.status === "delivered") return { status: delivery?.status ?? "gone" };
  if (!delivery.endpoint.enabled) {
    await db.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "skipped", lastError: "endpoint disabled" } });
    return { status: "skipped" };
  }
  const body = JSON.stringify({ id: delivery.id, ...(delivery.payload as object) });
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    const res = await destinationClient().request(delivery.endpoint.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signPayload(delivery.endpoint.secret, body, Math.floor(Date.now() / 1000)),
        "X-PIS-Event": delivery.eventType,
        "X-PIS-Delivery": delivery.id,
      },
      body,
    });
    responseStatus = res.status;
    await res.body?.cancel();
    if (!res.ok) error = `receiver answered ${res.status}`;
  } catch (err) {
    error = (err as Error).message;
  }
  const delivered = error === null;
  await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      attempts: { increment: 1 },
      responseStatus,
      lastError: error,
      status: delivered ? "delivered" : lastAttempt ? "failed" : "retrying",
      deliveredAt: delivered ? new Date() : null,
    },
  });
  if (!delivered && !lastAttempt) throw new WebhookNotDelivered(error!);
  return { status: delivered ? "delivered" : "failed" };
}
