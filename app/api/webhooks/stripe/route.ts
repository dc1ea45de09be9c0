import { publicRoute } from "@/lib/http/route";
import { receiveStripeWebhook } from "@/lib/billing/webhooks/receive-stripe-webhook";

export const dynamic = "force-dynamic";

// POST /api/webhooks/stripe – Stripe events, authenticated by their signature, each applied once
export const POST = publicRoute({}, ({ req }) => receiveStripeWebhook(req));
