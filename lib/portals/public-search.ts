import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { AppError } from "../core/errors";
import { countFacets } from "../search/count-facets";
import type { SearchCriteria } from "../search/criteria";
import { findPage } from "../search/find-page";
import { countMatching } from "../search/count-matching";
import { inLocale } from "./locale";
import { portalProductsWhere } from "./product-filter";
import { decodePosition, encodePosition, type PagePosition } from "../search/page-cursor";
import { honouredImage } from "./logo";
import type { PublishedPortal } from "./public-portal";
import type { PublicSearchQuery } from "./schemas";

export const PUBLIC_PAGE_SIZE = 48;
const FACET_VALUES = 50;

// One card: a simple product, or a model standing for its variants.
// imageOf names the product whose first image the card shows (the product,
// or for a model with no image of its own its first variant with one).
export type PublicProduct = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  categoryName: string | null;
  imageOf: string | null;
  variantCount: number;
};
export type PublicFilterOption = { value: string; label: string; count: number };

// What a portal shows (docs/api.md, "Brand portals"): the active products of its own
// organisation inside its product filter; a visitor's category and tag only
// narrow that, never widen it. null when the choice leaves nothing.
// Only the filters the brand published apply: a category or tag in the
// address is ignored otherwise. Variants are listed under their model, so
// only simple products and models match.
function portalCriteria(portal: PublishedPortal, search: Pick<PublicSearchQuery, "q" | "category" | "tag">): SearchCriteria | null {
  const allowed = portal.filter.categoryIds;
  let categoryIds: string[] | null = allowed.length ? allowed : null;
  const tag = portal.publicFacets.includes("tags") ? search.tag : undefined;
  if (search.category && portal.publicFacets.includes("category")) {
    if (allowed.length && !allowed.includes(search.category)) return null;
    categoryIds = [search.category];
  }
  return {
    supplierIds: [portal.organizationId],
    activeOnly: true,
    status: "active",
    band: null,
    statuses: null,
    bands: null,
    categoryIds,
    familyIds: null,
    tags: [...new Set([...portal.filter.tags, ...(tag ? [tag] : [])])],
    q: search.q ?? null,
    attributes: [],
    kinds: ["simple", "model"],
    parentId: null,
    productIds: null,
    channelReadiness: [],
  };
}

// The next-page link is bound to the portal and to the search it continues.
const bindingOf = (portal: PublishedPortal, search: PublicSearchQuery) => `brand:${portal.id}:${JSON.stringify([search.q ?? null, search.category ?? null, search.tag ?? null])}`;

// A link that is not this search's own (mangled, or of another search) starts
// from the first page: the public page never errors on a link.
function positionOf(cursor: string | undefined, binding: string): PagePosition | null {
  if (!cursor) return null;
  try {
    return decodePosition(cursor, binding);
  } catch (err) {
    if (err instanceof AppError && err.code === "BAD_REQUEST") return null;
    throw err;
  }
}

// One page of a portal's products matching the visitor's search, through the
// catalogue's indexed search (the same text matching as the API's q), with
// how many match in all; names and descriptions in the visitor's locale.
export async function searchPortal(
  portal: PublishedPortal,
  search: PublicSearchQuery,
  locale: string,
): Promise<{ items: PublicProduct[]; nextCursor: string | null; total: number }> {
  const criteria = portalCriteria(portal, search);
  if (!criteria) return { items: [], nextCursor: null, total: 0 };
  const binding = bindingOf(portal, search);
  const [rows, total] = await Promise.all([findPage(criteria, positionOf(search.after, binding), PUBLIC_PAGE_SIZE + 1), countMatching(criteria)]);
  const page = rows.slice(0, PUBLIC_PAGE_SIZE);
  const [withImage, variants] = await Promise.all([
    productsWithImages(portal.organizationId, page.map((p) => p.id)),
    visibleVariants(portal, page.filter((p) => p.kind === "model").map((p) => p.id)),
  ]);
  const last = page[page.length - 1];
  return {
    items: page.map((p) => {
      const own = variants.get(p.id) ?? [];
      const imageOf = withImage.has(p.id) ? p.id : (own.find((v) => v.hasImage)?.id ?? null);
      return { id: p.id, sku: p.sku, ...pick(inLocale(p, locale)), categoryName: p.categoryName, imageOf, variantCount: own.length };
    }),
    nextCursor: rows.length > PUBLIC_PAGE_SIZE && last ? encodePosition({ key: last.createdAt.toISOString(), id: last.id }, binding) : null,
    total,
  };
}

const pick = ({ name, description }: { name: string; description: string | null }) => ({ name, description });

async function productsWithImages(organizationId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const links = await db.productAsset.findMany({
    where: { productId: { in: productIds }, asset: honouredImage(organizationId) },
    select: { productId: true },
    distinct: ["productId"],
  });
  return new Set(links.map((l) => l.productId));
}

// The variants the portal shows of each model on the page, oldest first,
// and whether each has an image.
async function visibleVariants(portal: PublishedPortal, modelIds: string[]): Promise<Map<string, { id: string; hasImage: boolean }[]>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db.product.findMany({
    where: { parentId: { in: modelIds }, ...portalProductsWhere(portal.organizationId, portal.filter) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, assets: { where: { asset: honouredImage(portal.organizationId) }, select: { assetId: true }, take: 1 } },
  });
  const byModel = new Map<string, { id: string; hasImage: boolean }[]>();
  for (const row of rows) {
    const list = byModel.get(row.parentId!) ?? [];
    list.push({ id: row.id, hasImage: row.assets.length > 0 });
    byModel.set(row.parentId!, list);
  }
  return byModel;
}

// The categories and tags a visitor can narrow the portal by, with how many
// of its products each holds (over the whole portal, so the choices do not
// move as the visitor types).
// Only the facets the brand published are counted and offered.
export async function portalFilters(portal: PublishedPortal): Promise<{ categories: PublicFilterOption[]; tags: PublicFilterOption[] }> {
  const criteria = portalCriteria(portal, {})!;
  const fields = (["categoryId", "tags"] as const).filter((f) => portal.publicFacets.includes(f === "categoryId" ? "category" : "tags"));
  if (fields.length === 0) return { categories: [], tags: [] };
  const facets = await countFacets(criteria, fields, FACET_VALUES);
  const counts = (field: string) => facets.find((f) => f.field === field)?.counts ?? [];
  const categoryCounts = counts("categoryId");
  const names = await db.category.findMany({
    where: { ...ownedBy(portal), id: { in: categoryCounts.map((c) => c.value) } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return {
    categories: categoryCounts
      .flatMap((c) => (nameOf.has(c.value) ? [{ value: c.value, label: nameOf.get(c.value)!, count: c.count }] : []))
      .sort((a, b) => a.label.localeCompare(b.label)),
    tags: counts("tags").map((t) => ({ value: t.value, label: t.value, count: t.count })),
  };
}
