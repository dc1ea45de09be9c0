import type { Page } from "../core/pagination";
import type { ProductDocument } from "../catalog/documents";
import { serializeProduct } from "../catalog/serialize-product";
import { associationsOfLinks } from "../catalog/associations/read-associations";
import { matchesNothing, type SearchCriteria } from "./criteria";
import { findPage } from "./find-page";
import { encodePosition, type PagePosition } from "./page-cursor";
import { DEFAULT_SORT, sortValueOf, type ProductSort } from "./sort-keys";

// The one page builder of every product list (the list, the search, the
// operator's list): one keyset statement that seeks the index to the cursor,
// so the last page costs what the first does, and a cursor only when a row
// beyond the page exists. Each row brings its associations (find-page.ts).
export async function productPage(
  criteria: SearchCriteria,
  after: PagePosition | null,
  limit: number,
  binding: string,
  sort: ProductSort = DEFAULT_SORT,
): Promise<Page<ProductDocument>> {
  const rows = matchesNothing(criteria) ? [] : await findPage(criteria, after, limit + 1, sort);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row) => serializeProduct(row, row, associationsOfLinks(row.associationLinks))),
    nextCursor: rows.length > limit && last ? encodePosition({ key: sortValueOf(sort, last), id: last.id }, binding) : null,
  };
}
