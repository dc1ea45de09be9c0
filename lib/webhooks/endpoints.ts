import { assertCanAdd } from "../billing/entitlements";
import { randomBytes } from "node:crypto";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import type { WebhookEndpoint } from "../db/generated/client";
import { assertUrlAllowed } from "../outbound/destination-policy";
import type { CreateEndpointBody, UpdateEndpointBody, WebhookEventType } from "./schemas";
import type { NewWebhookEndpointDocument, WebhookEndpointDocument } from "./documents";

export function serializeEndpoint(e: WebhookEndpoint): WebhookEndpointDocument {
  return { id: e.id, url: e.url, events: e.events as WebhookEventType[], enabled: e.enabled, createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString() };
}

// The signing secret is shown once, at creation, like an API key.
export async function createEndpoint(principal: Principal, input: CreateEndpointBody): Promise<NewWebhookEndpointDocument> {
  await assertUrlAllowed(input.url, "url");
  const secret = `whsec_${randomBytes(24).toString("base64url")}`;
  const endpoint = await db.$transaction(async (tx) => {
    await assertCanAdd(tx, principal.organizationId, "webhookEndpoints", 1);
    return tx.webhookEndpoint.create({ data: { ...ownedBy(principal), ...input, secret } });
  });
  return { ...serializeEndpoint(endpoint), secret };
}

export async function listEndpoints(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `webhook-endpoints:${principal.organizationId}`,
    fetch: (after, take) => db.webhookEndpoint.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializeEndpoint,
  });
}

export async function ownedEndpoint(principal: Principal, id: string): Promise<WebhookEndpoint> {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!endpoint) throw notFound("Webhook endpoint");
  return endpoint;
}

export async function updateEndpoint(principal: Principal, id: string, patch: UpdateEndpointBody) {
  await ownedEndpoint(principal, id);
  if (patch.url) await assertUrlAllowed(patch.url, "url");
  return serializeEndpoint(await db.webhookEndpoint.update({ where: { id, ...ownedBy(principal) }, data: patch }));
}

export async function deleteEndpoint(principal: Principal, id: string): Promise<void> {
  const deleted = await db.webhookEndpoint.deleteMany({ where: { id, ...ownedBy(principal) } });
  if (deleted.count === 0) throw notFound("Webhook endpoint");
}
