"use client";
import { useEffect, useRef } from "react";
import { encodeGridState, stateOfView, type GridState } from "@/lib/portal-client/grid-state";
import type { GridUpdate } from "./use-grid-state";
import type { ViewDocument } from "@/lib/portal-client/views";

// A grid opened with no filters in its URL (the navigation's link) opens
// with the organisation's default view, once; a URL that names anything, and
// a grid whose filters were cleared later, keep what they say.
export function useDefaultView(state: GridState, update: GridUpdate, views: readonly ViewDocument[] | undefined) {
  const bare = useRef(encodeGridState(state).toString() === "");
  useEffect(() => {
    if (!bare.current || !views) return;
    bare.current = false;
    const chosen = views.find((v) => v.default);
    if (chosen) update(() => stateOfView(chosen), { replace: true });
  }, [views, update]);
}
