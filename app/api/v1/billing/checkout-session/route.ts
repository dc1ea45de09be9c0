import { preflight, route } from "@/lib/http/route";
import { checkoutSessionBody } from "@/lib/billing/schemas";
import { createCheckoutSession } from "@/lib/billing/checkout-session";

// POST /api/v1/billing/checkout-session – a Stripe Checkout URL for a new subscription
export const POST = route({ summary: "Open a checkout session", tag: "Billing", permission: "billing:create", body: checkoutSessionBody }, ({ principal, body, requestId }) =>
  createCheckoutSession(principal, body, requestId),
);
export const OPTIONS = preflight;
