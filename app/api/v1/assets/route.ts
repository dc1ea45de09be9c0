import { preflight, route } from "@/lib/http/route";
import { listAssetsQuery } from "@/lib/assets/schemas";
import { listAssets } from "@/lib/assets/read-assets";

// GET /api/v1/assets – the organisation's assets, keyset-paged; optional status and assetType filters
export const GET = route({ summary: "List assets", tag: "Assets", permission: "assets:read", query: listAssetsQuery }, ({ principal, query }) => listAssets(principal, query));
export const OPTIONS = preflight;
