import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";

// An asset of the caller's organisation, or 404 (also for another tenant's id).
export async function findOwnedAsset(principal: Principal, id: string) {
  const asset = await db.asset.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!asset) throw notFound("Asset");
  return asset;
}
