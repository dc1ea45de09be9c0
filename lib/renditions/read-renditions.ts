import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { findOwnedAsset } from "../assets/guards";
import { serializeRendition } from "./serialize";

export async function listRenditions(principal: Principal, assetId: string, query: PaginationQuery) {
  await findOwnedAsset(principal, assetId);
  const page = await keysetPage({
    page: query,
    binding: `renditions:${principal.organizationId}:${assetId}`,
    fetch: (after, take) =>
      db.rendition.findMany({
        where: { assetId, ...ownedBy(principal), AND: [after] },
        include: { preset: { select: { opsVersion: true } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: (rendition) => rendition,
  });
  return { items: await Promise.all(page.items.map((r) => serializeRendition(r, r.preset.opsVersion))), nextCursor: page.nextCursor };
}
