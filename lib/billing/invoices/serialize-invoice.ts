import type { Invoice } from "../../db/generated/client";
import type { InvoiceDocument } from "../documents";

export function documentPath(invoiceId: string): string {
  return `/api/v1/billing/invoices/${invoiceId}/document`;
}

// The invoice item of docs/api.md, "Billing". createdAt is the date the invoice
// was issued; documentUrl is a path, present once the archived copy exists.
export function serializeInvoice(invoice: Invoice): InvoiceDocument {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    createdAt: invoice.issuedAt.toISOString(),
    hostedUrl: invoice.hostedUrl,
    pdfUrl: invoice.pdfUrl,
    archived: invoice.archived,
    documentUrl: invoice.archived ? documentPath(invoice.id) : null,
    source: invoice.source,
  };
}
