import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { externalInvoiceBody } from "@/lib/billing/schemas";
import { recordExternalInvoice } from "@/lib/billing/invoices/external-invoices";

// POST /api/v1/admin/orgs/{id}/invoices – record an uploaded external invoice (the PDF must exist)
export const POST = route(
  { summary: "Record an external invoice", tag: "Platform administration", tiers: ["platform"], permission: "billing:create", params: idParams, body: externalInvoiceBody, status: 201 },
  ({ principal, params, body, requestId }) => recordExternalInvoice(principal, params.id, body, requestId),
);
export const OPTIONS = preflight;
