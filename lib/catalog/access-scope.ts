import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Principal } from "../core/principal";

// Whose products a principal may read (docs/api.md, "Roles and scopes"): a supplier its
// own, in every status; a buyer the active products of the suppliers it has
// an active connection with; a platform organisation none through these
// endpoints (it uses /admin).
export type ProductScope = { supplierIds: string[]; activeOnly: boolean };

// A supplier's scope is at hand (no promise on its every read); a buyer's
// is read from its connections.
export function productScopeOf(principal: Pick<Principal, "organizationId" | "orgKind">): ProductScope | Promise<ProductScope> {
  if (principal.orgKind === "supplier") return { supplierIds: [principal.organizationId], activeOnly: false };
  if (principal.orgKind === "buyer") return buyerScope(principal.organizationId);
  return { supplierIds: [], activeOnly: true };
}

async function buyerScope(buyerId: string): Promise<ProductScope> {
  const connections = await db.connection.findMany({
    where: { buyerId, status: "active" },
    select: { supplierId: true },
    orderBy: { supplierId: "asc" },
  });
  return { supplierIds: connections.map((c) => c.supplierId), activeOnly: true };
}

export function scopeWhere(scope: ProductScope) {
  return { ...ownedBy.organizations(scope.supplierIds), ...(scope.activeOnly ? { status: "active" as const } : {}) };
}
