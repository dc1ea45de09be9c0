import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { undoBulkAction } from "@/lib/bulk-actions/undo-bulk-action";

// POST /api/v1/products/bulk-actions/{id}/undo – put back what a finished bulk action changed
export const POST = route({ summary: "Undo a bulk action", tag: "History", permission: "products:write", params: idParams, status: 202 }, ({ principal, params }) =>
  undoBulkAction(principal, params.id),
);
export const OPTIONS = preflight;
