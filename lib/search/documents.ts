// The search response (GET /search/products), type-only so the portals can
// import it.
import type { ProductDocument } from "../catalog/documents";
import type { FacetField } from "./schemas";

export type FacetCount = { value: string; count: number };
// truncated: more values than the facet limit had a count; only the first are answered.
export type Facet = { field: FacetField; counts: FacetCount[]; truncated?: true };

export type SearchResult = { items: ProductDocument[]; nextCursor: string | null; facets?: Facet[] };
