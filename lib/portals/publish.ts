import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { findOwnedPortal, viewsOf } from "./read-portals";

// Publishing twice keeps the first publication time; unpublishing an
// unpublished portal changes nothing. Both answer the portal. (The request
// itself is in the audit trail, as every mutating request is.)
async function setPublished(principal: Principal, id: string, published: boolean) {
  assertSupplier(principal, "portals");
  const portal = await db.$transaction(async (tx) => {
    const current = await findOwnedPortal(principal, id, tx);
    if ((current.publishedAt !== null) === published) return current;
    return tx.brandPortal.update({ where: { id: current.id, ...ownedBy(principal) }, data: { publishedAt: published ? new Date() : null } });
  });
  const [view] = await viewsOf(principal.organizationId, [portal]);
  return view!;
}

export const publishBrandPortal = (principal: Principal, id: string) => setPublished(principal, id, true);
export const unpublishBrandPortal = (principal: Principal, id: string) => setPublished(principal, id, false);
