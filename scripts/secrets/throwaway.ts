import { randomBytes } from "node:crypto";

// Secrets for a test, bench or soak run: random per run, so none is ever
// published (a production start refuses published ones). Kept in the
// environment, so every module instance of the process (vitest loads its
// config and its global setup separately) and every child sees the same pair.
export function throwawaySecrets(): { AUTH_SECRET: string; STRIPE_WEBHOOK_SECRET: string } {
  process.env.PIS_RUN_AUTH_SECRET ??= randomBytes(32).toString("base64url");
  // 32 random bytes: with 24 (32 characters), about one value in 10,000
  // scores under the start-up check's randomness estimate and the run fails.
  process.env.PIS_RUN_WEBHOOK_SECRET ??= `whsec_${randomBytes(32).toString("base64url")}`;
  return { AUTH_SECRET: process.env.PIS_RUN_AUTH_SECRET, STRIPE_WEBHOOK_SECRET: process.env.PIS_RUN_WEBHOOK_SECRET };
}
