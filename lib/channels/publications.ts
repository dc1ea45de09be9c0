import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { Principal } from "../core/principal";
import type { Publication } from "../db/generated/client";
import type { Evaluation, PublicationDocument } from "./documents";
import type { PublicationsQuery } from "./schemas";

// last_error keeps the documented snake_case name (docs/api.md); evaluation
// is written only by the evaluator, so the column holds its shape.
export function serializePublication(p: Publication): PublicationDocument {
  return {
    id: p.id,
    channelId: p.channelId,
    productId: p.productId,
    sku: p.sku,
    status: p.status,
    externalRef: p.externalRef,
    last_error: p.lastError,
    evaluation: p.evaluation as Evaluation | null,
    attempts: p.attempts,
    deliveredAt: p.deliveredAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function listPublications(principal: Principal, channelId: string, query: PublicationsQuery) {
  const channel = await db.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) }, select: { id: true } });
  if (!channel) throw notFound("Channel");
  const { status, ...page } = query;
  return keysetPage({
    page,
    // A cursor of one status filter is refused by another.
    binding: `publications:${principal.organizationId}:${channelId}:${status ?? "all"}`,
    fetch: (after, take) =>
      db.publication.findMany({ where: { channelId, ...(status ? { status } : {}), AND: [after], ...ownedBy(principal) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializePublication,
  });
}
