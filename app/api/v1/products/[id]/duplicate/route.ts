import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { duplicateProductBody } from "@/lib/catalog/schemas";
import { duplicateProduct } from "@/lib/catalog/products/duplicate-product";

// POST /api/v1/products/{id}/duplicate – a draft copy of a simple product or model under a new SKU (no variants, no associations)
export const POST = route(
  { summary: "Duplicate a product", tag: "Products", permission: "products:write", params: idParams, body: duplicateProductBody, status: 201 },
  ({ principal, params, body }) => duplicateProduct(principal, params.id, body),
);
export const OPTIONS = preflight;
