"use client";
import { useMemo, useSyncExternalStore } from "react";
import { DEFAULT_COLUMNS, deleteView, parseColumns, parseViews, saveView, toggleColumn, type ColumnId, type SavedView } from "@/lib/portal-client/grid-columns";

// Column choices and saved views live in this browser (docs/portals.md,
// "Product grid"). The server renders the defaults; the browser's stored
// choice takes over once hydrated.
const COLUMNS_KEY = "pis.productGrid.columns.v1";
const VIEWS_KEY = "pis.productGrid.views.v1";
const CHANGED = "pis-product-grid-storage";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the choice is not kept.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const useStored = (key: string) =>
  useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );

export function useColumnViews() {
  const columnsText = useStored(COLUMNS_KEY);
  const viewsText = useStored(VIEWS_KEY);
  const columns = useMemo(() => parseColumns(columnsText), [columnsText]);
  const views = useMemo(() => parseViews(viewsText), [viewsText]);
  const choose = (next: ColumnId[]) => write(COLUMNS_KEY, next);
  return {
    columns,
    views,
    toggle: (id: ColumnId) => choose(toggleColumn(columns, id)),
    reset: () => choose(DEFAULT_COLUMNS),
    apply: (view: SavedView) => choose(view.columns),
    save: (name: string) => write(VIEWS_KEY, saveView(views, name, columns)),
    remove: (name: string) => write(VIEWS_KEY, deleteView(views, name)),
  };
}
