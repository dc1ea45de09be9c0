import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { getBulkAction } from "@/lib/bulk-actions/read-bulk-action";

// GET /api/v1/products/bulk-actions/{id} – status and progress of a bulk action
export const GET = route({ summary: "Get a bulk action's progress", tag: "Products", permission: "products:read", params: idParams }, ({ principal, params }) => getBulkAction(principal, params.id));
export const OPTIONS = preflight;
