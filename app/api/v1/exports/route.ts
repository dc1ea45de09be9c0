import { preflight, route } from "@/lib/http/route";
import { createExportBody, listTransfersQuery } from "@/lib/transfer/schemas";
import { createExport } from "@/lib/transfer/exports/create-export";
import { listExports } from "@/lib/transfer/exports/read-exports";

// GET /api/v1/exports – the organisation's exports, newest first
export const GET = route({ summary: "List exports", tag: "Imports and exports", permission: "products:read", query: listTransfersQuery }, ({ principal, query }) => listExports(principal, query));

// POST /api/v1/exports – write a search selection to a CSV or XLSX file in the background
export const POST = route({ summary: "Start an export", tag: "Imports and exports", permission: "products:read", body: createExportBody, status: 202 }, ({ principal, body }) => createExport(principal, body));
export const OPTIONS = preflight;
