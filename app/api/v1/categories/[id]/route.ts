import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateCategoryBody } from "@/lib/catalog/schemas";
import { getCategory } from "@/lib/catalog/categories/read-categories";
import { updateCategory } from "@/lib/catalog/categories/update-category";
import { deleteCategory } from "@/lib/catalog/categories/delete-category";

// GET /api/v1/categories/{id}
export const GET = route({ summary: "Get a category", tag: "Categories", permission: "products:read", params: idParams }, ({ principal, params }) => getCategory(principal, params.id));

// PATCH /api/v1/categories/{id} – rename, move or change required attributes
export const PATCH = route({ summary: "Change a category", tag: "Categories", permission: "products:write", params: idParams, body: updateCategoryBody }, ({ principal, params, body }) =>
  updateCategory(principal, params.id, body),
);

// DELETE /api/v1/categories/{id}
export const DELETE = route({ summary: "Delete a category", tag: "Categories", permission: "products:write", params: idParams }, ({ principal, params }) =>
  deleteCategory(principal, params.id),
);
export const OPTIONS = preflight;
