import { preflight, route } from "@/lib/http/route";
import { listInvoicesQuery } from "@/lib/billing/schemas";
import { listInvoices } from "@/lib/billing/invoices/list-invoices";

// GET /api/v1/billing/invoices – the organisation's invoices, newest first
export const GET = route({ summary: "List invoices", tag: "Billing", permission: "billing:read", query: listInvoicesQuery }, ({ principal, query }) =>
  listInvoices(principal, query),
);
export const OPTIONS = preflight;
