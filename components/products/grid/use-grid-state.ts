"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useOptimistic, useRef, useTransition } from "react";
import { decodeGridState, encodeGridState, type GridState } from "@/lib/portal-client/grid-state";

// The grid's state read from, and written to, the page's URL
// (lib/portal-client/grid-state.ts): a reload shows the same products. A
// change shows at once (a ticked box is ticked while the URL catches up) and
// is computed from the latest state, so a debounced text change never undoes
// a facet ticked meanwhile. Each change is a history entry, so the back
// button goes back to the filters before; opening the default view replaces
// the bare entry it was opened from. The URL is written with the History
// API, which Next.js's router follows, and not with router.push: the page is
// the same and the grid fetches its own data, so a navigation would only ask
// the server for the page again on every tick (and the document has no
// title until that answer is applied).
export type GridUpdate = (change: (current: GridState) => GridState, options?: { replace?: boolean }) => void;

export function useGridState(): [GridState, GridUpdate] {
  const params = useSearchParams();
  const pathname = usePathname();
  const text = params.toString();
  const state = useMemo(() => decodeGridState(new URLSearchParams(text)), [text]);
  const [shown, show] = useOptimistic(state);
  const [, startTransition] = useTransition();
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  }, [shown]);
  const update: GridUpdate = (change, options) => {
    const next = change(latest.current);
    latest.current = next;
    const query = encodeGridState(next).toString();
    startTransition(() => {
      show(next);
      const href = query ? `${pathname}?${query}` : pathname;
      if (options?.replace) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
    });
  };
  return [shown, update];
}
