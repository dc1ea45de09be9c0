import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { ErrorDetail } from "../../core/errors";
import type { AssetRef } from "./check-values";

// Asset-typed values must name an asset of the writing organisation: one
// query for all of a write's (or a bulk call's) asset values.
export async function ownedAssetIds(tx: Tx, organizationId: string, refs: AssetRef[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const ids = [...new Set(refs.map((r) => r.id.toLowerCase()))];
  const owned = await tx.asset.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: ids } }, select: { id: true } });
  return new Set(owned.map((a) => a.id));
}

export function foreignAssetErrors(refs: AssetRef[], owned: Set<string>): ErrorDetail[] {
  return refs.filter((r) => !owned.has(r.id.toLowerCase())).map((r) => ({ path: r.path, message: "No such asset in your organisation." }));
}
