import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createAttributeBody } from "@/lib/catalog/attributes/schemas";
import { createAttribute } from "@/lib/catalog/attributes/create-attribute";
import { listAttributes } from "@/lib/catalog/attributes/read-attributes";

// GET /api/v1/attributes – the organisation's attribute dictionary
export const GET = route({ summary: "List attributes", tag: "Attributes and families", permission: "products:read", query: paginationQuery }, ({ principal, query }) => listAttributes(principal, query));

// POST /api/v1/attributes – define an attribute
export const POST = route({ summary: "Define an attribute", tag: "Attributes and families", permission: "products:write", body: createAttributeBody, status: 201 }, ({ principal, body }) =>
  createAttribute(principal, body),
);
export const OPTIONS = preflight;
