import type { Page } from "../core/pagination";
import type { ProductDocument } from "../catalog/documents";
import { holdingJsonText, JsonText } from "../core/json-text";
import { matchesNothing, type SearchCriteria } from "./criteria";
import { findDocumentPage } from "./find-page";
import { encodePosition, type PagePosition } from "./page-cursor";
import { DEFAULT_SORT, sortValueOf, type ProductSort } from "./sort-keys";

// A document as PostgreSQL wrote it, with its product's id at hand.
export class DocumentText extends JsonText<ProductDocument> {
  constructor(
    json: string,
    readonly id: string,
  ) {
    super(json);
  }
}

// The one page builder of every product list (the list, the search, the
// operator's list): one keyset statement that seeks the index to the cursor,
// so the last page costs what the first does, and a cursor only when a row
// beyond the page exists. The documents come as PostgreSQL wrote them
// (document-sql.ts) and go into the answer as they are (lib/core/json-text.ts).
export async function productPage(
  criteria: SearchCriteria,
  after: PagePosition | null,
  limit: number,
  binding: string,
  sort: ProductSort = DEFAULT_SORT,
): Promise<Page<DocumentText>> {
  const rows = matchesNothing(criteria) ? [] : await findDocumentPage(criteria, after, limit + 1, sort);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return holdingJsonText({
    items: items.map((row) => new DocumentText(row.document, row.id)),
    nextCursor: rows.length > limit && last ? encodePosition({ key: sortValueOf(sort, last), id: last.id }, binding) : null,
  });
}
