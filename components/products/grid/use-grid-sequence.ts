"use client";
import { useEffect } from "react";
import { rememberGridSequence } from "@/lib/portal-client/grid-sequence";
import { searchParamsOf, type GridState } from "@/lib/portal-client/grid-state";

// Keeps the grid's loaded rows for the editor's previous/next: the search's
// parameters (as GET /api/v1/search/products takes them, without a cursor),
// the ids in display order, and the cursor of the page after them.
export function useGridSequence(state: GridState, products: readonly { id: string }[], nextCursor: string | null) {
  const search = new URLSearchParams(searchParamsOf(state)).toString();
  const ids = products.map((p) => p.id).join(",");
  useEffect(() => {
    rememberGridSequence({ search, ids: ids ? ids.split(",") : [], nextCursor });
  }, [search, ids, nextCursor]);
}
