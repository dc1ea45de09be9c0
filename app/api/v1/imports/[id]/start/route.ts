import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { startImportBody } from "@/lib/transfer/schemas";
import { startImport } from "@/lib/transfer/imports/start-import";

// POST /api/v1/imports/{id}/start – read the uploaded file in the background (dryRun: validate only)
export const POST = route({ summary: "Run an import", tag: "Imports and exports", permission: "products:write", params: idParams, body: startImportBody, status: 202 }, ({ principal, params, body }) =>
  startImport(principal, params.id, body),
);
export const OPTIONS = preflight;
