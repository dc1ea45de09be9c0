import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { associationTypeBody } from "@/lib/catalog/associations/schemas";
import { createAssociationType } from "@/lib/catalog/associations/create-association-type";
import { listAssociationTypes } from "@/lib/catalog/associations/read-association-types";

// GET /api/v1/association-types – the organisation's association types
export const GET = route({ summary: "List association types", tag: "Attributes and families", permission: "products:read", query: paginationQuery }, ({ principal, query }) => listAssociationTypes(principal, query));

// POST /api/v1/association-types – create a type (duplicate code: 409)
export const POST = route({ summary: "Create an association type", tag: "Attributes and families", permission: "products:write", body: associationTypeBody, status: 201 }, ({ principal, body }) =>
  createAssociationType(principal, body),
);
export const OPTIONS = preflight;
