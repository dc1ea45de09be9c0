import { preflight, route } from "@/lib/http/route";
import { associationTypeParams, updateAssociationTypeBody } from "@/lib/catalog/associations/schemas";
import { getAssociationType } from "@/lib/catalog/associations/read-association-types";
import { updateAssociationType } from "@/lib/catalog/associations/update-association-type";
import { deleteAssociationType } from "@/lib/catalog/associations/delete-association-type";

// GET /api/v1/association-types/{code}
export const GET = route({ summary: "Get an association type", tag: "Attributes and families", permission: "products:read", params: associationTypeParams }, ({ principal, params }) =>
  getAssociationType(principal, params.code),
);

// PATCH /api/v1/association-types/{code} – edit the labels (merge patch)
export const PATCH = route({ summary: "Change an association type's labels", tag: "Attributes and families", permission: "products:write", params: associationTypeParams, body: updateAssociationTypeBody }, ({ principal, params, body }) =>
  updateAssociationType(principal, params.code, body),
);

// DELETE /api/v1/association-types/{code} – only while no product uses it (else 409 INVALID_STATE)
export const DELETE = route({ summary: "Delete an association type", tag: "Attributes and families", permission: "products:write", params: associationTypeParams }, ({ principal, params }) =>
  deleteAssociationType(principal, params.code),
);
export const OPTIONS = preflight;
