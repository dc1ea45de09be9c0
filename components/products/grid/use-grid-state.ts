"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { decodeGridState, encodeGridState, type GridState } from "@/lib/portal-client/grid-state";

// The grid's state read from, and written to, the page's URL
// (lib/portal-client/grid-state.ts): a reload shows the same products.
// A change is computed from the URL as it is when the change is made, so a
// debounced text change never undoes a facet ticked meanwhile.
export function useGridState(): [GridState, (change: (current: GridState) => GridState) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const text = params.toString();
  const state = useMemo(() => decodeGridState(new URLSearchParams(text)), [text]);
  const update = (change: (current: GridState) => GridState) => {
    const query = encodeGridState(change(decodeGridState(new URLSearchParams(window.location.search)))).toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return [state, update];
}
