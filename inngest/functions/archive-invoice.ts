import { inngest } from "../runtime/client";
import { invoiceRecorded } from "../../lib/events/definitions";
import { markInvoiceArchived, storeInvoicePayload, storeInvoicePdf } from "../../lib/billing/invoices/archive-invoice";

// Copies a Stripe invoice into the object store: its payload, then its PDF,
// then marks it archived. A step that fails (Stripe or the store down) is
// retried on its own; the finished ones are not repeated.
export const archiveInvoice = inngest.createFunction(
  { id: "archive-invoice", triggers: [invoiceRecorded], retries: 10 },
  async ({ event, step }) => {
    const { pdfUrl } = await step.run("store-payload", () => storeInvoicePayload(event.data));
    await step.run("store-pdf", () => storeInvoicePdf(event.data, pdfUrl));
    await step.run("mark-archived", () => markInvoiceArchived(event.data));
  },
);
