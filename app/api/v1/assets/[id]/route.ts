import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { getAsset } from "@/lib/assets/read-assets";
import { deleteAsset } from "@/lib/catalog/products/delete-asset";

// GET /api/v1/assets/{id} – one asset with a short-lived download URL
export const GET = route({ summary: "Get an asset", tag: "Assets", permission: "assets:read", params: idParams }, ({ principal, params }) => getAsset(principal, params.id));

// DELETE /api/v1/assets/{id} – delete the asset, its object and its renditions
export const DELETE = route({ summary: "Delete an asset", tag: "Assets", permission: "assets:write", params: idParams }, ({ principal, params }) => deleteAsset(principal, params.id));
export const OPTIONS = preflight;
