import type Stripe from "stripe";
import type { Tx } from "../../db/client";
import type { Invoice } from "../../db/generated/client";
import { log } from "../../core/log";
import { formatMoney } from "../../notifications/kinds";
import { notifyBillingContacts } from "../../notifications/notify";
import { enqueueEvent } from "../../jobs/outbox";
import { ownedBy } from "../../db/tenant";
import { invoiceRecorded } from "../../events/definitions";
import { retainUntil } from "../retention";
import { lockOrganizationOfCustomer } from "./organization-of-customer";
import { shouldApplyInvoice } from "./ordering";
import { customerIdOf, invoiceColumns, invoiceIssuedAt, invoiceOrganizationHint } from "./stripe-objects";

export type InvoiceEventType =
  | "invoice.finalized"
  | "invoice.paid"
  | "invoice.payment_failed"
  | "invoice.payment_succeeded"
  | "invoice.marked_uncollectible"
  | "invoice.voided";

// Every finalized invoice gets a row (so a finalized, unpaid one is listed)
// and, the first time, an archive job. The row follows the newest snapshot;
// notices follow the event itself, once per invoice, whatever the order.
export async function applyInvoiceEvent(tx: Tx, type: InvoiceEventType, invoice: Stripe.Invoice, at: Date): Promise<void> {
  if (invoice.status === "draft" || invoice.status === null) return;
  const org = await lockOrganizationOfCustomer(tx, customerIdOf(invoice.customer), invoiceOrganizationHint(invoice));
  if (!org) {
    log.warn({ stripeInvoiceId: invoice.id }, "Stripe invoice of an unknown customer ignored");
    return;
  }
  const columns = invoiceColumns(invoice);
  const failedAt = type === "invoice.payment_failed" ? { paymentFailedAt: at } : {};
  let row = await tx.invoice.findUnique({ where: { stripeInvoiceId: invoice.id, ...ownedBy.organization(org.id) } });
  if (!row) {
    const issuedAt = invoiceIssuedAt(invoice);
    row = await tx.invoice.create({
      data: {
        ...ownedBy.organization(org.id),
        source: "stripe",
        stripeInvoiceId: invoice.id,
        ...columns,
        ...failedAt,
        issuedAt,
        retainUntil: retainUntil(issuedAt),
        providerUpdatedAt: at,
      },
    });
    // One archive per invoice, however often Stripe reports it.
    await enqueueEvent(tx, invoiceRecorded.create({ invoiceId: row.id, ...ownedBy(row) }, { id: `invoice-archive:${row.id}` }));
  } else if (shouldApplyInvoice({ status: row.status, at: row.providerUpdatedAt }, { status: columns.status, at })) {
    row = await tx.invoice.update({ where: { id: row.id, ...ownedBy(row) }, data: { ...columns, providerUpdatedAt: at, ...(row.paymentFailedAt ? {} : failedAt) } });
  } else if (failedAt.paymentFailedAt && !row.paymentFailedAt) {
    // A late failure report still tells us the eventual payment was a recovery.
    row = await tx.invoice.update({ where: { id: row.id, ...ownedBy(row) }, data: failedAt });
  }

  // A zero invoice (a trial's first) is "paid" without any money moving: no notice.
  if (type === "invoice.paid" && row.amountPaid > 0) await notifyPaid(tx, row);
  // attempt_count covers a failure whose own event has not arrived yet.
  if (type === "invoice.payment_succeeded" && (row.paymentFailedAt || invoice.attempt_count > 1)) await notifyRecovered(tx, row);
}

// "invoice INV-0001", or "an invoice" for one Stripe has not numbered.
function named(invoice: Invoice): string {
  return invoice.number ? `invoice ${invoice.number}` : "an invoice";
}

function amounts(invoice: Invoice) {
  return { invoiceId: invoice.id, number: invoice.number, amountPaid: invoice.amountPaid, currency: invoice.currency };
}

async function notifyPaid(tx: Tx, invoice: Invoice): Promise<void> {
  await notifyBillingContacts(tx, {
    organizationId: invoice.organizationId,
    kind: "invoicePaid",
    title: invoice.number ? `Invoice ${invoice.number} paid` : "Invoice paid",
    body: `${formatMoney(invoice.amountPaid, invoice.currency)} was paid for ${named(invoice)}.`,
    data: amounts(invoice),
    dedupeKey: `invoice-paid:${invoice.id}`,
  });
}

async function notifyRecovered(tx: Tx, invoice: Invoice): Promise<void> {
  await notifyBillingContacts(tx, {
    organizationId: invoice.organizationId,
    kind: "paymentRecovered",
    title: "Payment recovered",
    body: `After an earlier failed attempt, ${formatMoney(invoice.amountPaid, invoice.currency)} was collected for ${named(invoice)}.`,
    data: amounts(invoice),
    dedupeKey: `payment-recovered:${invoice.id}`,
  });
}
