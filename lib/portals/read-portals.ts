import { db, type Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import type { BrandPortal } from "../db/generated/client";
import { honouredLogoIds } from "./logo";
import { serializePortal } from "./serialize-portal";
import { brandingOf } from "./stored-shape";

// Views of several portals with one logo look-up between them.
export async function viewsOf(organizationId: string, portals: BrandPortal[]) {
  const honoured = await honouredLogoIds(organizationId, portals.map((p) => brandingOf(p.branding).logoAssetId));
  return portals.map((p) => serializePortal(p, honoured));
}

export async function findOwnedPortal(principal: Principal, id: string, client: Tx | typeof db = db): Promise<BrandPortal> {
  const portal = await client.brandPortal.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!portal) throw notFound("Brand portal");
  return portal;
}

export async function getBrandPortal(principal: Principal, id: string) {
  const [view] = await viewsOf(principal.organizationId, [await findOwnedPortal(principal, id)]);
  return view!;
}

export async function listBrandPortals(principal: Principal, page: PaginationQuery) {
  const rows = await keysetPage({
    page,
    binding: `brand-portals:${principal.organizationId}`,
    fetch: (after, take) =>
      db.brandPortal.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: (row) => row,
  });
  return { items: await viewsOf(principal.organizationId, rows.items), nextCursor: rows.nextCursor };
}
