import { preflight, route } from "@/lib/http/route";
import { invoiceDocumentQuery, invoiceIdParams } from "@/lib/billing/schemas";
import { invoiceDocument } from "@/lib/billing/invoices/invoice-document";

// GET /api/v1/billing/invoices/{id}/document?format=pdf|payload – a short-lived link to the archived copy (audited)
export const GET = route(
  { summary: "Get a link to an invoice's document", tag: "Billing", permission: "billing:read", params: invoiceIdParams, query: invoiceDocumentQuery },
  ({ principal, params, query, requestId }) => invoiceDocument(principal, params.id, query.format, requestId),
);
export const OPTIONS = preflight;
