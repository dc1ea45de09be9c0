import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { getImport } from "@/lib/transfer/imports/read-imports";

// GET /api/v1/imports/{id} – status, progress, counts, the first row errors and the error report link
export const GET = route({ summary: "Get an import", tag: "Imports and exports", permission: "products:read", params: idParams }, ({ principal, params }) => getImport(principal, params.id));
export const OPTIONS = preflight;
