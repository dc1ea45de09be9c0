import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { linkAssetsBody } from "@/lib/catalog/schemas";
import { linkAssets } from "@/lib/catalog/products/link-assets";
import { productAssets } from "@/lib/catalog/products/product-assets";

// GET /api/v1/products/{id}/assets – the linked assets, in order, with download URLs (wherever the product is readable)
export const GET = route({ summary: "List a product's linked assets", tag: "Products", permission: "products:read", params: idParams }, ({ principal, params }) => productAssets(principal, params.id));

// PUT /api/v1/products/{id}/assets – replace the product's linked assets
export const PUT = route({ summary: "Replace a product's linked assets", tag: "Products", permission: "products:write", params: idParams, body: linkAssetsBody }, ({ principal, params, body }) =>
  linkAssets(principal, params.id, body),
);
export const OPTIONS = preflight;
