"use client";
import { useCallback, useState } from "react";
import { MAX_PRODUCT_IDS } from "@/lib/catalog/schemas";

export type Selection = ReturnType<typeof useSelection>;

// The products a buyer has ticked, kept across searches and "Load more", in
// the order they were chosen; at most what one export request names.
export function useSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = useCallback((id: string, name: string) => {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_PRODUCT_IDS) next.set(id, name);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Map()), []);
  return { ids: [...chosen.keys()], size: chosen.size, has: (id: string) => chosen.has(id), isFull: chosen.size >= MAX_PRODUCT_IDS, max: MAX_PRODUCT_IDS, toggle, clear };
}
