import { preflight, route } from "@/lib/http/route";
import { familyParams, updateFamilyBody } from "@/lib/catalog/families/schemas";
import { getFamily } from "@/lib/catalog/families/read-families";
import { updateFamily } from "@/lib/catalog/families/update-family";
import { deleteFamily } from "@/lib/catalog/families/delete-family";

// GET /api/v1/families/{code}
export const GET = route({ summary: "Get a family", tag: "Attributes and families", permission: "products:read", params: familyParams }, ({ principal, params }) => getFamily(principal, params.code));

// PATCH /api/v1/families/{code} – labels and lists; changed required attributes rescore its products
export const PATCH = route({ summary: "Change a family", tag: "Attributes and families", permission: "products:write", params: familyParams, body: updateFamilyBody }, ({ principal, params, body }) =>
  updateFamily(principal, params.code, body),
);

// DELETE /api/v1/families/{code} – only while no product belongs to it
export const DELETE = route({ summary: "Delete a family", tag: "Attributes and families", permission: "products:write", params: familyParams }, ({ principal, params }) => deleteFamily(principal, params.code));
export const OPTIONS = preflight;
