"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useOptimistic, useRef, useTransition } from "react";
import { decodeGridState, encodeGridState, type GridState } from "@/lib/portal-client/grid-state";

// The grid's state read from, and written to, the page's URL
// (lib/portal-client/grid-state.ts): a reload shows the same products. A
// change shows at once (a ticked box is ticked while the URL catches up) and
// is computed from the latest state, so a debounced text change never undoes
// a facet ticked meanwhile.
export function useGridState(): [GridState, (change: (current: GridState) => GridState) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const text = params.toString();
  const state = useMemo(() => decodeGridState(new URLSearchParams(text)), [text]);
  const [shown, show] = useOptimistic(state);
  const [, startTransition] = useTransition();
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  }, [shown]);
  const update = (change: (current: GridState) => GridState) => {
    const next = change(latest.current);
    latest.current = next;
    const query = encodeGridState(next).toString();
    startTransition(() => {
      show(next);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    });
  };
  return [shown, update];
}
