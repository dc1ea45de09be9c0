import { inngest } from "../runtime/client";
import { productChanged, webhookDeliveryCreated } from "../../lib/events/definitions";
import { sendWebhook } from "../../lib/webhooks/send";
import { emitProductUpdated } from "../../lib/webhooks/product-events";

const RETRIES = 5;

// Sends one webhook delivery, retried with the runner's backoff.
export const deliverWebhook = inngest.createFunction(
  { id: "deliver-webhook", retries: RETRIES, triggers: [webhookDeliveryCreated] },
  async ({ event, step, attempt }) => step.run("send", () => sendWebhook(event.data.deliveryId, attempt >= RETRIES)),
);

// product.changed becomes product.updated for the endpoints that listen
// (products the write created had product.created instead).
export const emitProductWebhooks = inngest.createFunction(
  { id: "emit-product-webhooks", triggers: [productChanged] },
  async ({ event, step }) => step.run("emit", () => emitProductUpdated(event.data.organizationId, event.data.productIds, event.data.createdIds)),
);
