import type { z } from "zod";
import type { PortalViewer } from "@/lib/portal-session/portal-viewer";
import type { createViewBody } from "@/lib/views/schemas";
import type { components } from "./generated/api";
import { viewColumnsOf } from "./grid-columns";
import { columnsOf, filterParamsOf, type GridState } from "./grid-state";

// Saved views as the grid uses them (docs/api.md, "Saved views"): who may
// change one, and the current grid as a view's body.
export type ViewDocument = components["schemas"]["View"];

const manages = (role: PortalViewer["role"]) => role === "owner" || role === "admin";

// Its owner, or an organisation owner or admin (the server checks the same).
export const mayChange = (view: Pick<ViewDocument, "ownerId">, viewer: Pick<PortalViewer, "userId" | "role">) => view.ownerId === viewer.userId || manages(viewer.role);

// Only a shared view can be the default, and only owners and admins choose it.
export const mayMarkDefault = (view: Pick<ViewDocument, "shared">, viewer: Pick<PortalViewer, "role">) => view.shared && manages(viewer.role);

// The grid's filters, columns and order, as a view keeps them (no
// readiness column: the view's columns are fields and attributes).
export function viewBodyOf(state: GridState): Pick<z.input<typeof createViewBody>, "query" | "columns" | "sort"> {
  return { query: filterParamsOf(state), columns: viewColumnsOf(columnsOf(state)), sort: state.sort };
}
