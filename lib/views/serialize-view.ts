import type { SavedView } from "../db/generated/client";
import type { SortValue } from "../search/sort-keys";
import type { ViewDocument } from "./documents";

// query and sort are written only through createViewBody and updateViewBody,
// so the columns hold those shapes.
export function serializeView(view: SavedView, defaultViewId: string | null): ViewDocument {
  return {
    id: view.id,
    name: view.name,
    shared: view.shared,
    default: view.id === defaultViewId,
    ownerId: view.ownerId,
    query: view.query as Record<string, string>,
    columns: view.columns,
    sort: view.sort as SortValue | null,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}
