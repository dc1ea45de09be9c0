import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetPage } from "../core/keyset";
import type { Principal } from "../core/principal";
import { findOwnedAsset } from "./guards";
import type { ListAssetsQuery } from "./schemas";
import { serializeAsset } from "./serialize-asset";

export async function listAssets(principal: Principal, query: ListAssetsQuery) {
  const { status, assetType } = query;
  const page = await keysetPage({
    page: query,
    binding: `assets:${principal.organizationId}:${status ?? "*"}:${assetType ?? "*"}`,
    fetch: (after, take) =>
      db.asset.findMany({
        where: { ...ownedBy(principal), ...(status ? { status } : {}), ...(assetType ? { assetType } : {}), AND: [after] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: (asset) => asset,
  });
  return { items: await Promise.all(page.items.map(serializeAsset)), nextCursor: page.nextCursor };
}

export async function getAsset(principal: Principal, id: string) {
  return serializeAsset(await findOwnedAsset(principal, id));
}
