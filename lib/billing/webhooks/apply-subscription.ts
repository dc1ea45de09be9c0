import type Stripe from "stripe";
import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { log } from "../../core/log";
import { notifyBillingContacts } from "../../notifications/notify";
import { grantsPlan, isLive, managedByAgreement } from "../availability";
import { PLANS } from "../plans";
import { lockOrganizationOfCustomer } from "./organization-of-customer";
import { shouldApplySubscription, type SubscriptionEventKind } from "./ordering";
import { customerIdOf, subscriptionPlan, subscriptionState } from "./stripe-objects";

// customer.subscription.created/updated/deleted: the organisation's one
// subscription row follows Stripe, and its tier follows the plan while the
// subscription grants it (free otherwise).
export async function applySubscriptionEvent(tx: Tx, kind: SubscriptionEventKind, subscription: Stripe.Subscription, at: Date): Promise<void> {
  const org = await lockOrganizationOfCustomer(tx, customerIdOf(subscription.customer), subscription.metadata?.organizationId);
  if (!org) {
    log.warn({ subscriptionId: subscription.id }, "Stripe subscription of an unknown customer ignored");
    return;
  }
  // A cancellation is a fact whatever the order of arrival; the key makes it one notice.
  if (kind === "deleted") await notifyCancelled(tx, org.id, subscription);

  const stored = await tx.subscription.findUnique({ where: { ...ownedBy.organization(org.id) } });
  if (!shouldApplySubscription(stored, { id: subscription.id, kind, at, storedIsLive: isLive(stored?.status) })) return;

  const state = subscriptionState(subscription);
  // Ending needs no configured plan (the stored one is kept for the record);
  // anything else must name one, or the tier would be a guess.
  const plan =
    subscriptionPlan(subscription) ??
    (kind === "deleted" && stored ? { planCode: stored.planCode, interval: stored.interval, tier: "free" as const } : null);
  if (!plan) {
    log.error({ subscriptionId: subscription.id }, "Stripe subscription price is not in the plan configuration; event ignored");
    return;
  }
  const columns = { stripeSubscriptionId: subscription.id, planCode: plan.planCode, interval: plan.interval, ...state, providerUpdatedAt: at };
  await tx.subscription.upsert({ where: { ...ownedBy.organization(org.id) }, create: { ...ownedBy.organization(org.id), ...columns }, update: columns });
  if (!managedByAgreement(org)) {
    await tx.organization.update({ where: { id: org.id }, data: { tier: grantsPlan(state.status) ? plan.tier : "free" } });
  }
}

async function notifyCancelled(tx: Tx, organizationId: string, subscription: Stripe.Subscription): Promise<void> {
  const plan = PLANS.find((p) => p.code === subscriptionPlan(subscription)?.planCode);
  await notifyBillingContacts(tx, {
    organizationId,
    kind: "subscriptionCancelled",
    title: plan ? `${plan.name} subscription cancelled` : "Subscription cancelled",
    body: `The ${plan ? `${plan.name} ` : ""}subscription has ended. Past invoices stay available under Billing.`,
    data: { stripeSubscriptionId: subscription.id },
    dedupeKey: `subscription-cancelled:${subscription.id}`,
  });
}
