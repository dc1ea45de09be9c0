import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { associationsBody } from "@/lib/catalog/associations/schemas";
import { productAssociations } from "@/lib/catalog/associations/product-associations";
import { replaceAssociations } from "@/lib/catalog/associations/replace-associations";

// GET /api/v1/products/{id}/associations – the product's links, wherever the product is readable
export const GET = route({ summary: "Get a product's associations", tag: "Products", permission: "products:read", params: idParams }, ({ principal, params }) => productAssociations(principal, params.id));

// PUT /api/v1/products/{id}/associations – replace all of the product's links (and their two-way mirrors)
export const PUT = route({ summary: "Replace a product's associations", tag: "Products", permission: "products:write", params: idParams, body: associationsBody }, ({ principal, params, body }) =>
  replaceAssociations(principal, params.id, body),
);
export const OPTIONS = preflight;
