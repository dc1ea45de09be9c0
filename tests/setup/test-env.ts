// One environment for the test process and the server it starts, so both
// sign and verify with the same secret and talk to the same database.
import { throwawaySecrets } from "../../scripts/secrets/throwaway.ts";

const secrets = throwawaySecrets();
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3199);

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: "production",
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_test",
  APP_BASE_URL: `http://localhost:${TEST_PORT}`,
  AUTH_SECRET: secrets.AUTH_SECRET,
  API_KEY_ROTATION_GRACE_SECONDS: "3",
  RATE_LIMIT_PER_MINUTE: "600",
  AUTH_RATE_LIMIT_PER_MINUTE: "30",
  // The tests speak from loopback as the load balancer would, and spread
  // their per-address limits with X-Forwarded-For (fixtures.ts).
  TRUSTED_PROXIES: "127.0.0.1, ::1",
  ALLOW_PRIVATE_DESTINATIONS: "1",
  // Short, so time-out tests are quick; long enough for a loaded 2-core machine.
  DELIVERY_TIMEOUT_MS: "2000",
  // Feed channels rewrite within a second of a change, so tests need not wait
  // out the 60 s a deployment coalesces changes over (the coalescing test sets
  // its channel's own interval).
  FEED_REFRESH_SECONDS: "1",
  PLATFORM_ADMIN_EMAIL: "platform-admin@example.test",
  PLATFORM_ADMIN_PASSWORD: "platform-admin-password",
  LOG_LEVEL: "warn",
  // The test process's own S3 clients: lib/storage/client.ts says why.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  NEXT_TELEMETRY_DISABLED: "1",
  // The Stripe fake (tests/support/stripe-fake.ts) accepts only this key; webhooks
  // are signed with this secret by the tests and verified by the server.
  STRIPE_SECRET_KEY: "sk_test_fake_0123456789",
  STRIPE_WEBHOOK_SECRET: secrets.STRIPE_WEBHOOK_SECRET,
};
