import "server-only";
import { env } from "../../config/env";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { putObject } from "../../storage/objects";
import { stripe } from "../stripe-client";
import { archivedPayloadKey, archivedPdfKey } from "./invoice-keys";
import { isStripeFileUrl } from "./stripe-file-url";

const MAX_PDF_BYTES = 50 * 1024 * 1024;

// The steps of the archive-invoice function. Each may run again after a
// crash: they write the same keys, so a repeat only overwrites a copy with
// an identical one.

// Which invoice: the invoice.recorded event's data.
type InvoiceRef = { invoiceId: string; organizationId: string };

async function stripeInvoice(ref: InvoiceRef) {
  const invoice = await db.invoice.findUniqueOrThrow({ where: { id: ref.invoiceId, ...ownedBy(ref) } });
  if (!invoice.stripeInvoiceId) throw new Error(`Invoice ${ref.invoiceId} is not a Stripe invoice`);
  return { ...invoice, stripeInvoiceId: invoice.stripeInvoiceId };
}

// The provider's invoice JSON as Stripe serves it now (format=payload).
export async function storeInvoicePayload(ref: InvoiceRef): Promise<{ pdfUrl: string | null }> {
  const invoice = await stripeInvoice(ref);
  const payload = await stripe().invoices.retrieve(invoice.stripeInvoiceId);
  await putObject(archivedPayloadKey(invoice.organizationId, invoice.id), Buffer.from(JSON.stringify(payload)), "application/json");
  return { pdfUrl: payload.invoice_pdf ?? null };
}

export async function storeInvoicePdf(ref: InvoiceRef, pdfUrl: string | null): Promise<{ sizeBytes: number }> {
  const invoice = await stripeInvoice(ref);
  if (!pdfUrl) throw new Error(`Stripe has no PDF for invoice ${invoice.stripeInvoiceId} yet`);
  if (!isStripeFileUrl(pdfUrl, env().STRIPE_API_BASE)) throw new Error(`Refusing to fetch an invoice PDF from ${new URL(pdfUrl).host}`);
  const res = await fetch(pdfUrl, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`Stripe answered ${res.status} for the PDF of ${invoice.stripeInvoiceId}`);
  if (Number(res.headers.get("content-length") ?? 0) > MAX_PDF_BYTES) throw new Error("The invoice PDF is larger than 50 MB");
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error(`The PDF of ${invoice.stripeInvoiceId} is not a PDF`);
  await putObject(archivedPdfKey(invoice.organizationId, invoice.id), bytes, "application/pdf");
  return { sizeBytes: bytes.length };
}

// Only after both copies exist does the document endpoint hand out links.
export async function markInvoiceArchived(ref: InvoiceRef): Promise<void> {
  const invoice = await stripeInvoice(ref);
  await db.invoice.update({
    where: { id: invoice.id, ...ownedBy(invoice) },
    data: {
      archived: true,
      pdfKey: archivedPdfKey(invoice.organizationId, invoice.id),
      payloadKey: archivedPayloadKey(invoice.organizationId, invoice.id),
    },
  });
}
