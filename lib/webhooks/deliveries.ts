import { db } from "../db/client";
import { notFound } from "../core/errors";
import { keysetOrder, keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import type { WebhookDelivery } from "../db/generated/client";
import { enqueueEvent } from "../jobs/outbox";
import { webhookDeliveryCreated } from "../events/definitions";
import { ownedEndpoint } from "./endpoints";
import type { WebhookDeliveryDocument } from "./documents";

// eventType, status and payload are written only by this module's
// neighbours (emit.ts, send.ts), so the columns hold the documented values.
export function serializeDelivery(d: WebhookDelivery): WebhookDeliveryDocument {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventType: d.eventType as WebhookDeliveryDocument["eventType"],
    status: d.status as WebhookDeliveryDocument["status"],
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    lastError: d.lastError,
    payload: d.payload as WebhookDeliveryDocument["payload"],
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

// The delivery log, newest first.
export async function listDeliveries(principal: Principal, endpointId: string, page: PaginationQuery) {
  await ownedEndpoint(principal, endpointId);
  return keysetPage({
    page,
    direction: "desc",
    binding: `webhook-deliveries:${principal.organizationId}:${endpointId}`,
    fetch: (after, take) => db.webhookDelivery.findMany({ where: { endpointId, AND: [after] }, orderBy: [...keysetOrder("desc")], take }),
    serialize: serializeDelivery,
  });
}

// Sends a delivery again, whatever became of it (same id and payload, so
// the receiver can tell it is a repeat).
export async function replayDelivery(principal: Principal, endpointId: string, deliveryId: string) {
  await ownedEndpoint(principal, endpointId);
  return db.$transaction(async (tx) => {
    const found = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId } });
    if (!found) throw notFound("Delivery");
    const delivery = await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "pending", lastError: null } });
    await enqueueEvent(tx, webhookDeliveryCreated.create({ deliveryId, organizationId: principal.organizationId, replay: new Date().toISOString() }));
    return serializeDelivery(delivery);
  });
}
