import { preflight, route } from "@/lib/http/route";
import { bulkActionBody } from "@/lib/bulk-actions/schemas";
import { createBulkAction } from "@/lib/bulk-actions/create-bulk-action";

// POST /api/v1/products/bulk-actions – set status, category or family, add or remove tags, or delete chosen products, in the background
export const POST = route({ summary: "Start a bulk action", tag: "Products", permission: "products:write", body: bulkActionBody, status: 202 }, ({ principal, body }) => createBulkAction(principal, body));
export const OPTIONS = preflight;
