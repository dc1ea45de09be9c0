import type { ShareLink } from "../db/generated/client";
import { searchCriteria, type SearchCriteria } from "../search/criteria";
import { searchProductsQuery } from "../search/schemas";
import { findPage } from "../search/find-page";
import type { PagePosition } from "../search/page-cursor";
import { serializeProduct } from "../catalog/serialize-product";
import { associationsOfLinks } from "../catalog/associations/read-associations";
import type { ProductDocument } from "../catalog/documents";

// The products a link shares now: only active ones, of its own
// organisation; a filter evaluated at every read (the link follows the
// catalogue), fixed ids otherwise; `q` narrows them for the page's search.
export async function sharedCriteria(link: ShareLink, q?: string): Promise<SearchCriteria> {
  const parameters = { ...((link.filter as Record<string, string> | null) ?? {}), ...(q ? { q } : {}), status: "active" };
  const criteria = await searchCriteria({ organizationId: link.organizationId, orgKind: "supplier" }, searchProductsQuery.parse(parameters));
  return link.filter === null ? { ...criteria, productIds: link.productIds } : criteria;
}

// Product documents a page at a time, in the catalogue's order, each cut to
// the link's fields.
export async function* sharedProducts(criteria: SearchCriteria, fields: readonly string[], pageSize = 200): AsyncGenerator<ProductDocument[]> {
  for (let after: PagePosition | null = null; ; ) {
    const rows = await findPage(criteria, after, pageSize);
    if (rows.length === 0) return;
    yield rows.map((row) => onlyFields(serializeProduct(row, row, associationsOfLinks(row.associationLinks)), fields));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.createdAt.toISOString(), id: last.id };
  }
}

// The fields a link shares: the named fields and attribute codes (in the
// canonical and every localized value); id and sku always.
const ALWAYS = new Set(["id", "sku"]);
export function onlyFields(doc: ProductDocument, fields: readonly string[]): ProductDocument {
  if (fields.length === 0) return doc;
  const wanted = new Set(fields);
  const keep = (attributes: Record<string, unknown> | undefined) => attributes && Object.fromEntries(Object.entries(attributes).filter(([code]) => wanted.has(code)));
  const cut = Object.fromEntries(Object.entries(doc).filter(([key]) => ALWAYS.has(key) || wanted.has(key) || key === "attributes" || key === "localized")) as ProductDocument;
  cut.attributes = keep(doc.attributes) ?? {};
  cut.localized = Object.fromEntries(
    Object.entries(doc.localized ?? {}).map(([locale, values]) => [
      locale,
      Object.fromEntries(Object.entries({ ...values, attributes: keep(values?.attributes) }).filter(([key, v]) => v !== undefined && (key === "attributes" || wanted.has(key)))),
    ]),
  ) as ProductDocument["localized"];
  return cut;
}
