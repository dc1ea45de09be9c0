import { preflight, route } from "@/lib/http/route";
import { createImportBody, listTransfersQuery } from "@/lib/transfer/schemas";
import { createImport } from "@/lib/transfer/imports/create-import";
import { listImports } from "@/lib/transfer/imports/read-imports";

// GET /api/v1/imports – the organisation's imports, newest first
export const GET = route({ summary: "List imports", tag: "Imports and exports", permission: "products:read", query: listTransfersQuery }, ({ principal, query }) => listImports(principal, query));

// POST /api/v1/imports – a pending import and a presigned PUT for its CSV or XLSX file
export const POST = route({ summary: "Create an import and its upload URL", tag: "Imports and exports", permission: "products:write", body: createImportBody, status: 201 }, ({ principal, body }) => createImport(principal, body));
export const OPTIONS = preflight;
