import "server-only";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import { db } from "../db/client";
import { invalidState } from "../core/errors";
import { appUrl } from "../config/app-url";
import { billingPage } from "./app-url";
import type { HostedPage } from "./documents";
import { stripe } from "./stripe-client";
import { atProvider } from "./provider-errors";

// Stripe's customer portal: plan changes, cancellation and payment methods
// all happen there (there is no PATCH of the subscription, docs/api.md, "Billing").
export async function createPortalSession(principal: Principal, requestId: string): Promise<HostedPage> {
  const org = await db.organization.findUniqueOrThrow({
    where: { id: principal.organizationId },
    select: { kind: true, billingCustomer: { select: { stripeCustomerId: true } } },
  });
  if (!org.billingCustomer) throw invalidState("There is no billing account yet. Subscribe to a plan first.");
  const customer = org.billingCustomer.stripeCustomerId;
  const session = await atProvider(() => stripe().billingPortal.sessions.create({ customer, return_url: appUrl(billingPage(org.kind)) }));
  await db.$transaction((tx) =>
    recordAudit(tx, { action: "billing.portal_session.created", principal, requestId, targetType: "portal_session", targetId: session.id }),
  );
  return { url: session.url };
}
