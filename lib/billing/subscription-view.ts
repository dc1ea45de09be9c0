import type { Principal } from "../core/principal";
import { db } from "../db/client";
import { billingAvailability, isLive } from "./availability";
import type { SubscriptionView } from "./documents";
import { planOffers } from "./plans";

// GET /billing/subscription: the current subscription (an ended one is not
// current), the plans checkout sells, and which controls the client shows.
export async function getSubscriptionView(principal: Principal): Promise<SubscriptionView> {
  const org = await db.organization.findUniqueOrThrow({
    where: { id: principal.organizationId },
    select: { tier: true, kind: true, billingCustomer: { select: { organizationId: true } }, subscription: true },
  });
  const sub = org.subscription;
  return {
    subscription:
      sub && isLive(sub.status)
        ? {
            planCode: sub.planCode,
            status: sub.status,
            interval: sub.interval,
            currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          }
        : null,
    availablePlans: planOffers(),
    ...billingAvailability({ tier: org.tier, kind: org.kind, hasStripeCustomer: org.billingCustomer !== null, subscriptionStatus: sub?.status ?? null }),
  };
}
