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
import { templateOf } from "./templates";
import { templateMapErrors } from "./templates/map-rules";
import { proposedMapFor } from "./templates/proposal";
import { validationFailed } from "../core/errors";

// A new or changed map is evaluated against the catalogue in the background,
// so the channel view's readiness and the publications table are current.
export async function createChannel(principal: Principal, input: CreateChannelBody) {
  assertSupplier(principal, "catalog");
  await assertDestinationAllowed(input.destination);
  return db.$transaction(async (tx) => {
    await assertCanAdd(tx, principal.organizationId, "channels", 1);
    const template = templateOf(input.template);
    const attributeMap = input.attributeMap ?? (await proposedMapFor(tx, principal.organizationId, template!));
    const channel = await tx.channel.create({ data: { ...ownedBy(principal), ...input, attributeMap, template: template?.code ?? null } });
    await enqueueEvent(tx, channelPageRequested.create({ organizationId: channel.organizationId, channelId: channel.id, runId: null, mode: "evaluate", after: null }));
    return serializeChannel(channel);
  });
}

export async function updateChannel(principal: Principal, id: string, patch: UpdateChannelBody) {
  assertSupplier(principal, "catalog");
  await assertDestinationAllowed(patch.destination);
  return db.$transaction(async (tx) => {
    const found = await tx.channel.findFirst({ where: { id, ...ownedBy(principal) }, select: { id: true, template: true } });
    if (!found) throw notFound("Channel");
    assertTemplateKept(found.template, patch);
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

// A channel keeps the template it was created with: a PATCH may repeat it,
// not name another (or add one to a channel created without).
function assertTemplateKept(stored: string | null, patch: UpdateChannelBody): void {
  const errors =
    patch.template !== undefined && patch.template !== stored
      ? [{ path: "template", message: stored ? `This channel keeps its template, ${stored}; create another channel for another template.` : "A channel created without a template keeps its own map; create a templated channel instead." }]
      : templateMapErrors(templateOf(stored), patch);
  if (errors.length) throw validationFailed(errors);
}
