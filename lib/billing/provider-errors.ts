import Stripe from "stripe";
import { dependencyUnavailable } from "../core/errors";

export const PROVIDER_UNREACHABLE = "The payment provider cannot be reached, so no payment page could be opened. Nothing was charged; try again in a few minutes.";

// Stripe unreachable (network error or time-out after the SDK's own retries)
// or failing on its side (5xx) is an outage to wait out, not our bug: a 503
// with a message the portal can show. Anything else is thrown as it was.
export function providerError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeConnectionError) return dependencyUnavailable(PROVIDER_UNREACHABLE);
  if (err instanceof Stripe.errors.StripeAPIError && (err.statusCode ?? 500) >= 500) return dependencyUnavailable(PROVIDER_UNREACHABLE);
  return err;
}

// One call to Stripe with that mapping.
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw providerError(err);
  }
}
