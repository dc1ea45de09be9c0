import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { customerIdOf, invoiceColumns, invoiceIssuedAt, subscriptionPlan, subscriptionState } from "./stripe-objects";

const prices = { starter: { month: "price_s_m" }, pro: { year: "price_p_y" } };

function sub(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: "sub_1",
    status: "active",
    customer: "cus_1",
    cancel_at_period_end: false,
    cancel_at: null,
    billing_cycle_anchor: 1_700_000_000,
    items: { data: [{ current_period_end: 1_800_000_000, price: { id: "price_p_y" } }] },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe("reading Stripe objects", () => {
  it("keeps invoice amounts as Stripe's integers and sums every tax line", () => {
    const invoice = {
      number: "INV-1",
      status: "open",
      currency: "eur",
      subtotal: 10_000,
      total: 11_900,
      total_taxes: [{ amount: 1_500 }, { amount: 400 }],
      amount_due: 11_900,
      amount_paid: 0,
      hosted_invoice_url: "https://invoice.stripe.com/i/x",
      invoice_pdf: null,
      created: 1_700_000_000,
      status_transitions: { finalized_at: 1_700_000_600 },
    } as unknown as Stripe.Invoice;
    expect(invoiceColumns(invoice)).toEqual({
      number: "INV-1",
      status: "open",
      currency: "eur",
      subtotal: 10_000,
      tax: 1_900,
      total: 11_900,
      amountDue: 11_900,
      amountPaid: 0,
      hostedUrl: "https://invoice.stripe.com/i/x",
      pdfUrl: null,
    });
    // A reverse-charged invoice has no tax lines.
    expect(invoiceColumns({ ...invoice, total_taxes: null } as Stripe.Invoice).tax).toBe(0);
    expect(invoiceIssuedAt(invoice)).toEqual(new Date(1_700_000_600_000));
  });

  it("maps the subscription's price to a configured plan, or to nothing", () => {
    expect(subscriptionPlan(sub(), prices)).toEqual({ planCode: "pro", tier: "pro", interval: "year" });
    expect(subscriptionPlan(sub({ items: { data: [{ price: { id: "price_gone" } }] } } as Partial<Stripe.Subscription>), prices)).toBeNull();
  });

  it("reads the period end from the item and a scheduled cancellation either way the portal sets it", () => {
    expect(subscriptionState(sub())).toEqual({ status: "active", currentPeriodEnd: new Date(1_800_000_000_000), cancelAtPeriodEnd: false });
    expect(subscriptionState(sub({ cancel_at_period_end: true })).cancelAtPeriodEnd).toBe(true);
    expect(subscriptionState(sub({ cancel_at: 1_800_000_000 })).cancelAtPeriodEnd).toBe(true);
  });

  it("takes the customer id from an id or an expanded object", () => {
    expect(customerIdOf("cus_1")).toBe("cus_1");
    expect(customerIdOf({ id: "cus_2" })).toBe("cus_2");
    expect(customerIdOf(null)).toBeNull();
  });
});
