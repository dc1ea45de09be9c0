import { db, type Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { enqueueEvent } from "../jobs/outbox";
import { webhookDeliveryCreated } from "../events/definitions";
import type { WebhookEventType } from "./schemas";
import type { WebhookEventData } from "./documents";

// An event and its data, typed by its type (lib/webhooks/documents.ts), so
// an emitter cannot send a payload other than the documented one.
export type ChangeEvent = { [T in WebhookEventType]: { type: T; data: WebhookEventData<T> } }[WebhookEventType];

// Records a delivery per subscribed endpoint and an outbox event per
// delivery, in the caller's transaction when it has one, so a change and its
// webhooks commit together. Costs one indexed query when nobody listens.
export async function emitWebhooks(organizationId: string, events: ChangeEvent[], tx?: Tx): Promise<number> {
  if (events.length === 0) return 0;
  const run = async (t: Tx) => {
    const types = [...new Set(events.map((e) => e.type))];
    const endpoints = await t.webhookEndpoint.findMany({ where: { ...ownedBy.organization(organizationId), enabled: true, events: { hasSome: types } }, select: { id: true, events: true } });
    if (endpoints.length === 0) return 0;
    const occurredAt = new Date().toISOString();
    const rows = endpoints.flatMap((endpoint) =>
      events
        .filter((e) => endpoint.events.includes(e.type))
        .map((e) => ({ endpointId: endpoint.id, eventType: e.type, payload: { type: e.type, occurredAt, organizationId, data: e.data } as object, status: "pending" })),
    );
    const created = await t.webhookDelivery.createManyAndReturn({ data: rows, select: { id: true } });
    for (const { id } of created) await enqueueEvent(t, webhookDeliveryCreated.create({ deliveryId: id, organizationId }));
    return created.length;
  };
  return tx ? run(tx) : db.$transaction(run);
}
