import { preflight, route } from "@/lib/http/route";
import { attributeParams, updateAttributeBody } from "@/lib/catalog/attributes/schemas";
import { getAttribute } from "@/lib/catalog/attributes/read-attributes";
import { updateAttribute } from "@/lib/catalog/attributes/update-attribute";
import { deleteAttribute } from "@/lib/catalog/attributes/delete-attribute";

// GET /api/v1/attributes/{code}
export const GET = route({ summary: "Get an attribute", tag: "Attributes and families", permission: "products:read", params: attributeParams }, ({ principal, params }) => getAttribute(principal, params.code));

// PATCH /api/v1/attributes/{code} – labels, options, validation; the type only while no product holds a value
export const PATCH = route({ summary: "Change an attribute", tag: "Attributes and families", permission: "products:write", params: attributeParams, body: updateAttributeBody }, ({ principal, params, body }) =>
  updateAttribute(principal, params.code, body),
);

// DELETE /api/v1/attributes/{code} – only while no product holds a value
export const DELETE = route({ summary: "Delete an attribute", tag: "Attributes and families", permission: "products:write", params: attributeParams }, ({ principal, params }) =>
  deleteAttribute(principal, params.code),
);
export const OPTIONS = preflight;
