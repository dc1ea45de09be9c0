import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { getLineSheet } from "@/lib/sheets/line-sheets";

// GET /api/v1/sheets/{id} – a line sheet's status and, once written, a short-lived download link
export const GET = route({ summary: "A line sheet's status", tag: "Share links and sheets", permission: "products:read", params: idParams }, ({ principal, params }) => getLineSheet(principal, params.id));
export const OPTIONS = preflight;
