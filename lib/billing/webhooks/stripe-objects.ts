import type Stripe from "stripe";
import { planOfPrice, type Plan, type Interval, type PriceTable } from "../plans";

// Pure readings of the Stripe objects (API version pinned in stripe-client.ts)
// into the columns this service keeps. Amounts stay the integers Stripe sent.

export function customerIdOf(customer: string | { id: string } | null): string | null {
  if (customer === null) return null;
  return typeof customer === "string" ? customer : customer.id;
}

export function invoiceColumns(invoice: Stripe.Invoice) {
  return {
    number: invoice.number,
    status: invoice.status ?? "draft",
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    total: invoice.total,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

// The date printed on the invoice: when it was finalized.
export function invoiceIssuedAt(invoice: Stripe.Invoice): Date {
  return new Date((invoice.status_transitions.finalized_at ?? invoice.created) * 1000);
}

export function invoiceOrganizationHint(invoice: Stripe.Invoice): string | undefined {
  return invoice.parent?.subscription_details?.metadata?.organizationId;
}

export type SubscriptionPlan = { planCode: Plan["code"]; tier: Plan["tier"]; interval: Interval };

// The configured plan of the subscription's (single) item, or null for a
// price this configuration does not sell.
export function subscriptionPlan(subscription: Stripe.Subscription, prices?: PriceTable): SubscriptionPlan | null {
  const priceId = subscription.items.data[0]?.price.id;
  const match = priceId ? planOfPrice(priceId, prices) : null;
  return match && { planCode: match.plan.code, tier: match.plan.tier, interval: match.interval };
}

export function subscriptionState(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  return {
    status: subscription.status,
    currentPeriodEnd: new Date((item?.current_period_end ?? subscription.billing_cycle_anchor) * 1000),
    // The portal schedules a cancellation either way, depending on its settings.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}
