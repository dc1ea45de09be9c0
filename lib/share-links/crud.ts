import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound, validationFailed } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { zodDetails } from "../core/zod-details";
import { assertSupplier } from "../auth/authorize";
import { hashPassword } from "../auth/passwords";
import { searchProductsQuery } from "../search/schemas";
import type { ShareLinkDocument } from "./documents";
import type { CreateShareLinkBody, UpdateShareLinkBody } from "./schemas";
import { serializeShareLink } from "./serialize";

// Share links (docs/api.md, "Share links"): a supplier's selection for
// people without an account. A revoked link keeps its row, so its token
// answers 410; the API no longer shows it.
const live = { revokedAt: null };

export async function createShareLink(principal: Principal, input: CreateShareLinkBody): Promise<ShareLinkDocument> {
  assertSupplier(principal, "sharing");
  if (input.filter) {
    const parsed = searchProductsQuery.safeParse(input.filter);
    if (!parsed.success) throw validationFailed(zodDetails(parsed.error).map((d) => ({ path: `filter.${d.path}`, message: d.message })));
  }
  const link = await db.shareLink.create({
    data: {
      ...ownedBy(principal),
      name: input.name,
      productIds: input.productIds ? [...new Set(input.productIds.map((id) => id.toLowerCase()))] : [],
      filter: input.filter ?? undefined,
      locale: input.locale ?? null,
      fields: input.fields ?? [],
      includeAssets: input.includeAssets,
      expiresAt: input.expiresAt ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
  });
  return serializeShareLink(link);
}

export async function listShareLinks(principal: Principal, page: PaginationQuery) {
  assertSupplier(principal, "sharing");
  return keysetPage({
    page,
    binding: `share-links:${principal.organizationId}`,
    fetch: (after, take) => db.shareLink.findMany({ where: { ...ownedBy(principal), ...live, AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializeShareLink,
  });
}

export async function getShareLink(principal: Principal, id: string): Promise<ShareLinkDocument> {
  assertSupplier(principal, "sharing");
  const link = await db.shareLink.findFirst({ where: { id, ...ownedBy(principal), ...live } });
  if (!link) throw notFound("Share link");
  return serializeShareLink(link);
}

export async function updateShareLink(principal: Principal, id: string, patch: UpdateShareLinkBody): Promise<ShareLinkDocument> {
  assertSupplier(principal, "sharing");
  const { password, ...rest } = patch;
  const data = { ...rest, ...(password === undefined ? {} : { passwordHash: password === null ? null : await hashPassword(password) }) };
  const updated = await db.shareLink.updateMany({ where: { id, ...ownedBy(principal), ...live }, data });
  if (updated.count === 0) throw notFound("Share link");
  return getShareLink(principal, id);
}

// Revoked at once: the next request for its token answers 410.
export async function revokeShareLink(principal: Principal, id: string): Promise<void> {
  assertSupplier(principal, "sharing");
  const revoked = await db.shareLink.updateMany({ where: { id, ...ownedBy(principal), ...live }, data: { revokedAt: new Date() } });
  if (revoked.count === 0) throw notFound("Share link");
}
