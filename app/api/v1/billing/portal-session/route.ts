import { preflight, route } from "@/lib/http/route";
import { portalSessionBody } from "@/lib/billing/schemas";
import { createPortalSession } from "@/lib/billing/portal-session";

// POST /api/v1/billing/portal-session – a Stripe customer portal URL
export const POST = route({ summary: "Open the customer portal", tag: "Billing", permission: "billing:create", body: portalSessionBody }, ({ principal, requestId }) =>
  createPortalSession(principal, requestId),
);
export const OPTIONS = preflight;
