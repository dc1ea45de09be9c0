import { preflight, route } from "@/lib/http/route";
import { createSheetBody } from "@/lib/sheets/schemas";
import { createLineSheet } from "@/lib/sheets/line-sheets";

// POST /api/v1/sheets – a line sheet of up to 500 products, written in the background (202)
export const POST = route({ summary: "Request a line sheet", tag: "Share links and sheets", permission: "products:read", body: createSheetBody, status: 202 }, ({ principal, body }) =>
  createLineSheet(principal, body),
);
export const OPTIONS = preflight;
