import type { OrgKind, Tier } from "../db/generated/enums";

// Stripe subscription statuses that still grant the plan: past_due keeps the
// plan while Stripe retries the payment (its dunning decides the end).
const ENTITLING = new Set(["active", "trialing", "past_due"]);
// Statuses of a subscription that has not ended: its plan is changed in the
// customer portal, so checkout must not start a second one.
const LIVE = new Set([...ENTITLING, "incomplete", "unpaid", "paused"]);

export function grantsPlan(status: string): boolean {
  return ENTITLING.has(status);
}

export function isLive(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && LIVE.has(status);
}

// Enterprise agreements and the operator are billed outside Stripe (external
// invoices), so neither self-serve checkout nor webhooks move their tier.
export function managedByAgreement(org: { tier: Tier; kind: OrgKind }): boolean {
  return org.tier === "enterprise" || org.tier === "platform" || org.kind === "platform";
}

export type BillingState = { tier: Tier; kind: OrgKind; hasStripeCustomer: boolean; subscriptionStatus: string | null };

export function billingAvailability(state: BillingState): { portalAvailable: boolean; selfServeAvailable: boolean } {
  return {
    // The portal is Stripe's page for an existing customer; without one there
    // is nothing to manage.
    portalAvailable: state.hasStripeCustomer,
    selfServeAvailable: !managedByAgreement(state) && !isLive(state.subscriptionStatus),
  };
}
