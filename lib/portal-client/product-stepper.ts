import type { GridSequence } from "./grid-sequence";

// The query of the grid's next page: the grid's own search (kept as a query
// string, with or without its "?") with the cursor it was given. A list
// parameter sent twice stays comma-separated, as the search API reads lists.
export function nextPageQuery(search: string, cursor: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ""))) {
    if (key === "cursor") continue;
    query[key] = key in query ? `${query[key]},${value}` : value;
  }
  return { ...query, cursor };
}

// The list once its next page has come: ids not already held, in order.
export function extendedSequence(sequence: GridSequence, ids: readonly string[], nextCursor: string | null): GridSequence {
  const held = new Set(sequence.ids);
  return { ...sequence, ids: [...sequence.ids, ...ids.filter((id) => !held.has(id))], nextCursor };
}

// "3 of 120", or "3 of 50+" while the grid has more pages to load.
export const positionLabel = (position: number, sequence: GridSequence) => `${position} of ${sequence.ids.length}${sequence.nextCursor ? "+" : ""}`;
