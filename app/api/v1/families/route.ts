import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createFamilyBody } from "@/lib/catalog/families/schemas";
import { createFamily } from "@/lib/catalog/families/create-family";
import { listFamilies } from "@/lib/catalog/families/read-families";

// GET /api/v1/families – the organisation's families (attribute sets)
export const GET = route({ summary: "List families", tag: "Attributes and families", permission: "products:read", query: paginationQuery }, ({ principal, query }) => listFamilies(principal, query));

// POST /api/v1/families – define a family
export const POST = route({ summary: "Define a family", tag: "Attributes and families", permission: "products:write", body: createFamilyBody, status: 201 }, ({ principal, body }) => createFamily(principal, body));
export const OPTIONS = preflight;
