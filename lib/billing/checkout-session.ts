import "server-only";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import { db } from "../db/client";
import { invalidState, validationFailed } from "../core/errors";
import { appUrl } from "../config/app-url";
import { billingPage } from "./app-url";
import { isLive, managedByAgreement } from "./availability";
import { priceIdFor } from "./plans";
import type { HostedPage } from "./documents";
import type { CheckoutSessionBody } from "./schemas";
import { ensureStripeCustomer } from "./stripe-customer";
import { stripe } from "./stripe-client";
import { atProvider } from "./provider-errors";

// A Stripe-hosted checkout for a new subscription. Prices are net of VAT:
// Stripe Tax adds VAT from the billing address, and a business that enters a
// valid EU VAT ID is reverse-charged. customer_update lets Checkout store the
// collected address and business name on the existing customer, which Stripe
// requires for automatic tax and tax ID collection.
export async function createCheckoutSession(principal: Principal, input: CheckoutSessionBody, requestId: string): Promise<HostedPage> {
  const priceId = priceIdFor(input.planCode, input.interval);
  if (!priceId) throw validationFailed([{ path: "planCode", message: `Plan "${input.planCode}" cannot be bought per ${input.interval}.` }]);
  const org = await db.organization.findUniqueOrThrow({
    where: { id: principal.organizationId },
    select: { id: true, tier: true, kind: true, subscription: { select: { status: true } } },
  });
  if (managedByAgreement(org)) throw invalidState("This organisation is billed under an agreement, not through self-serve checkout.");
  if (isLive(org.subscription?.status)) {
    throw invalidState("The organisation already has a subscription. Change plans in the customer portal.");
  }

  const customer = await atProvider(() => ensureStripeCustomer(org.id));
  const metadata = { organizationId: org.id, planCode: input.planCode };
  const session = await atProvider(() =>
    stripe().checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: org.id,
      line_items: [{ price: priceId, quantity: 1 }],
      success_url: appUrl(`${billingPage(org.kind)}?checkout=success&session_id={CHECKOUT_SESSION_ID}`),
      cancel_url: appUrl(`${billingPage(org.kind)}?checkout=cancelled`),
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      billing_address_collection: "required",
      customer_update: { address: "auto", name: "auto" },
      subscription_data: { metadata },
      metadata,
    }),
  );
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  await db.$transaction((tx) =>
    recordAudit(tx, { action: "billing.checkout_session.created", principal, requestId, targetType: "checkout_session", targetId: session.id, metadata }),
  );
  return { url: session.url };
}
