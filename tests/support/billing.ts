import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { expect, inject } from "vitest";
import { db } from "../../lib/db/client";
import { TEST_ENV } from "../setup/test-env";
import { call } from "./http";
import type { TestOrg } from "./fixtures";
import type { RecordedRequest } from "./stripe-fake";
import type { SunkMail } from "./mail-sink";

// Webhooks signed with Stripe's real algorithm, Stripe objects as API version
// 2026-10-28 shapes them, and the fakes' control APIs.

const fakes = () => inject("billingFakes");
const signer = new Stripe("sk_test_signing_only");

export const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);

export async function sendWebhook(event: object, options: { timestamp?: number; secret?: string; signature?: string; body?: string } = {}) {
  const payload = options.body ?? JSON.stringify(event);
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: options.secret ?? TEST_ENV.STRIPE_WEBHOOK_SECRET!,
      timestamp: options.timestamp ?? now(),
    });
  return call("POST", "/api/webhooks/stripe", { rawBody: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
}

export async function deliver(event: object) {
  const res = await sendWebhook(event);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { received: true; duplicate: boolean };
}

export function event(type: string, object: object, created: number) {
  return { id: rid("evt"), object: "event", api_version: "2026-10-28.endive", created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

// The organisation's Stripe customer, made below the HTTP layer.
export async function linkCustomer(org: TestOrg): Promise<string> {
  const customer = rid("cus");
  await db.billingCustomer.create({ data: { organizationId: org.id, stripeCustomerId: customer } });
  return customer;
}

type SubscriptionSpec = { id: string; customer: string; price: string; status?: string; periodEnd?: number; cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> };

export function subscription(spec: SubscriptionSpec) {
  const periodEnd = spec.periodEnd ?? now() + 30 * 86_400;
  return {
    id: spec.id,
    object: "subscription",
    customer: spec.customer,
    status: spec.status ?? "active",
    cancel_at_period_end: spec.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    billing_cycle_anchor: periodEnd - 30 * 86_400,
    created: periodEnd - 30 * 86_400,
    currency: "eur",
    metadata: spec.metadata ?? {},
    items: {
      object: "list",
      data: [{ id: rid("si"), object: "subscription_item", current_period_end: periodEnd, current_period_start: periodEnd - 30 * 86_400, price: { id: spec.price, object: "price" } }],
    },
  };
}

type InvoiceSpec = { id?: string; customer: string; status?: string; number?: string; subtotal?: number; tax?: number; amountPaid?: number; created?: number; attemptCount?: number };

export function invoice(spec: InvoiceSpec) {
  const id = spec.id ?? rid("in");
  const subtotal = spec.subtotal ?? 2_900;
  const tax = spec.tax ?? 551;
  const created = spec.created ?? now();
  const status = spec.status ?? "open";
  return {
    id,
    object: "invoice",
    customer: spec.customer,
    number: spec.number ?? `INV-${randomBytes(3).toString("hex").toUpperCase()}`,
    status,
    currency: "eur",
    created,
    subtotal,
    total: subtotal + tax,
    total_taxes: tax ? [{ amount: tax, tax_behavior: "exclusive", taxable_amount: subtotal, type: "tax_rate_details" }] : [],
    amount_due: subtotal + tax,
    amount_paid: spec.amountPaid ?? (status === "paid" ? subtotal + tax : 0),
    attempt_count: spec.attemptCount ?? 0,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    invoice_pdf: `${fakes().stripe}/files/invoices/${id}.pdf`,
    status_transitions: { finalized_at: created, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    parent: null,
  };
}

// The invoice as the fake's GET /v1/invoices/{id} returns it (the archive reads it).
export async function putFakeInvoice(object: { id: string }): Promise<void> {
  await fetch(`${fakes().stripe}/__fake/invoices/${object.id}`, { method: "PUT", body: JSON.stringify(object) });
}

export async function holdPdf(invoiceId: string): Promise<void> {
  await fetch(`${fakes().stripe}/__fake/pdfs/${invoiceId}/hold`, { method: "POST" });
}

export async function releasePdf(invoiceId: string): Promise<void> {
  await fetch(`${fakes().stripe}/__fake/pdfs/${invoiceId}/release`, { method: "POST" });
}

// Stripe drops every connection for this organisation (or customer id) from now on.
export async function makeStripeUnreachableFor(organizationOrCustomerId: string) {
  await fetch(`${fakes().stripe}/__fake/unreachable/${encodeURIComponent(organizationOrCustomerId)}`, { method: "POST" });
}

export async function stripeRequests(filter: Partial<Pick<RecordedRequest, "method" | "path">> = {}): Promise<RecordedRequest[]> {
  const all = (await (await fetch(`${fakes().stripe}/__fake/requests`)).json()) as RecordedRequest[];
  return all.filter((r) => (!filter.method || r.method === filter.method) && (!filter.path || r.path === filter.path));
}

export async function mailsTo(address: string): Promise<SunkMail[]> {
  const all = (await (await fetch(fakes().mail)).json()) as SunkMail[];
  return all.filter((m) => m.to.includes(address));
}

export async function notificationsOf(org: TestOrg, kind?: string) {
  return db.notification.findMany({ where: { organizationId: org.id, ...(kind ? { kind } : {}) }, orderBy: { createdAt: "asc" } });
}

export async function invoiceList(org: TestOrg) {
  const res = await call("GET", "/api/v1/billing/invoices?limit=200", { token: org.token });
  expect(res.status).toBe(200);
  return res.body.items as Record<string, unknown>[];
}

export async function waitForArchive(stripeInvoiceId: string) {
  await expect
    .poll(async () => (await db.invoice.findUnique({ where: { stripeInvoiceId } }))?.archived, { timeout: 20_000, interval: 100 })
    .toBe(true);
}
