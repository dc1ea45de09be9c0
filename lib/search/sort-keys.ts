// The orders a product page can be read in (GET /search/products?sort=).
// Each is a keyset on (key, id) that an index of products serves for one
// supplier, so a page deep in a sorted million-row catalogue costs what the
// first does. A leading "-" reads it backwards.
export const SORT_KEYS = ["createdAt", "updatedAt", "sku", "name", "qualityScore"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_VALUES = SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type SortValue = (typeof SORT_VALUES)[number];

export type ProductSort = { key: SortKey; descending: boolean };

export const DEFAULT_SORT: ProductSort = { key: "createdAt", descending: false };

export function parseSort(value: SortValue | undefined): ProductSort {
  if (!value) return DEFAULT_SORT;
  return value.startsWith("-") ? { key: value.slice(1) as SortKey, descending: true } : { key: value as SortKey, descending: false };
}

// The key of a row as a cursor holds it.
export function sortValueOf(sort: ProductSort, row: { createdAt: Date; updatedAt: Date; sku: string; name: string; qualityScore: number | null }): string | number {
  switch (sort.key) {
    case "createdAt":
      return row.createdAt.toISOString();
    case "updatedAt":
      return row.updatedAt.toISOString();
    case "qualityScore":
      return row.qualityScore ?? -1;
    default:
      return row[sort.key];
  }
}
