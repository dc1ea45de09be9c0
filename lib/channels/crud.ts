import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import type { ChannelDetail } from "./documents";
import type { CreateChannelBody, UpdateChannelBody } from "./schemas";
import { serializeChannel } from "./serialize-channel";
import { assertDestinationAllowed } from "./validate-channel";
import { enqueueEvent } from "../jobs/outbox";
import { channelPageRequested } from "../events/definitions";
import { lastRunOf, readinessOf } from "./readiness";
import { assertCanAdd } from "../billing/entitlements";

// A new or changed map is evaluated against the catalogue in the background,
// so the channel view's readiness and the publications table are current.
export async function createChannel(principal: Principal, input: CreateChannelBody) {
  assertSupplier(principal, "catalog");
  await assertDestinationAllowed(input.destination);
  return db.$transaction(async (tx) => {
    await assertCanAdd(tx, principal.organizationId, "channels", 1);
    const channel = await tx.channel.create({ data: { ...ownedBy(principal), ...input } });
    await enqueueEvent(tx, channelPageRequested.create({ organizationId: channel.organizationId, channelId: channel.id, runId: null, mode: "evaluate", after: null }));
    return serializeChannel(channel);
  });
}

export async function updateChannel(principal: Principal, id: string, patch: UpdateChannelBody) {
  assertSupplier(principal, "catalog");
  await assertDestinationAllowed(patch.destination);
  return db.$transaction(async (tx) => {
    const found = await tx.channel.findFirst({ where: { id, ...ownedBy(principal) }, select: { id: true } });
    if (!found) throw notFound("Channel");
    const channel = await tx.channel.update({ where: { id, ...ownedBy(principal) }, data: patch });
    if (patch.attributeMap || patch.locale) {
      await enqueueEvent(tx, channelPageRequested.create({ organizationId: channel.organizationId, channelId: id, runId: null, mode: "evaluate", after: null }));
    }
    return serializeChannel(channel);
  });
}

export async function deleteChannel(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "catalog");
  const deleted = await db.channel.deleteMany({ where: { id, ...ownedBy(principal) } });
  if (deleted.count === 0) throw notFound("Channel");
}

export async function getChannel(principal: Principal, id: string): Promise<ChannelDetail> {
  const channel = await db.channel.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!channel) throw notFound("Channel");
  const [counts, lastRun] = await Promise.all([readinessOf(channel), lastRunOf(channel)]);
  return { ...serializeChannel(channel), ...counts, lastRun };
}

export async function listChannels(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `channels:${principal.organizationId}`,
    fetch: (after, take) => db.channel.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializeChannel,
  });
}
