import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { linkAssetsBody } from "@/lib/catalog/schemas";
import { linkAssets } from "@/lib/catalog/products/link-assets";

// PUT /api/v1/products/{id}/assets – replace the product's linked assets
export const PUT = route({ permission: "products:write", params: idParams, body: linkAssetsBody }, ({ principal, params, body }) =>
  linkAssets(principal, params.id, body.assetIds),
);
export const OPTIONS = preflight;
