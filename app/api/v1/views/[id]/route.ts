import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateViewBody } from "@/lib/views/schemas";
import { getView } from "@/lib/views/read-views";
import { updateView } from "@/lib/views/update-view";
import { deleteView } from "@/lib/views/delete-view";

// GET /api/v1/views/{id}
export const GET = route({ summary: "Get a saved view", tag: "Search", permission: "products:read", params: idParams }, ({ principal, params }) => getView(principal, params.id));

// PATCH /api/v1/views/{id} – change it, share it, or make it the organisation's default
export const PATCH = route({ summary: "Change a saved view", tag: "Search", permission: "products:read", params: idParams, body: updateViewBody }, ({ principal, params, body }) =>
  updateView(principal, params.id, body),
);

// DELETE /api/v1/views/{id}
export const DELETE = route({ summary: "Delete a saved view", tag: "Search", permission: "products:read", params: idParams }, ({ principal, params }) => deleteView(principal, params.id));
export const OPTIONS = preflight;
