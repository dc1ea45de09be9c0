import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { getExport } from "@/lib/transfer/exports/read-exports";

// GET /api/v1/exports/{id} – status, progress and, once written, a short-lived download link
export const GET = route({ summary: "Get an export", tag: "Imports and exports", permission: "products:read", params: idParams }, ({ principal, params }) => getExport(principal, params.id));
export const OPTIONS = preflight;
