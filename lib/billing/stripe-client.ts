import "server-only";
import Stripe from "stripe";
import { env } from "../config/env";

// Pinned so a Stripe account default or an SDK upgrade cannot change the
// shape of objects this code reads; bump it together with the SDK.
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

const globalForStripe = globalThis as unknown as { stripe?: Stripe };

function createClient(): Stripe {
  const config = env();
  // STRIPE_API_BASE points the SDK at another host (a local fake in tests).
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}

export function stripe(): Stripe {
  globalForStripe.stripe ??= createClient();
  return globalForStripe.stripe;
}
