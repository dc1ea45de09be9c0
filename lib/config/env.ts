import "server-only";
import { z } from "zod";

// The environment, validated once. Every variable has a working local
// default so `npm start` runs on a fresh machine (contract section 10).
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().default("postgresql://postgres@127.0.0.1:5432/pis"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_BASE_URL: z.string().url().default("http://localhost:3000"),
  S3_ENDPOINT: z.string().default("http://127.0.0.1:4569"),
  S3_BUCKET: z.string().default("pis-local"),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().default("S3RVER"),
  STRIPE_SECRET_KEY: z.string().default("sk_test_local"),
  STRIPE_WEBHOOK_SECRET: z.string().default("whsec_local"),
  STRIPE_API_BASE: z.string().optional(),
  // Stripe price ids per plan and interval (lib/billing/plans.ts). An empty
  // value means "no price": that interval is not offered.
  STRIPE_PRICE_STARTER_MONTH: z.string().default("price_starter_month"),
  STRIPE_PRICE_STARTER_YEAR: z.string().default("price_starter_year"),
  STRIPE_PRICE_PRO_MONTH: z.string().default("price_pro_month"),
  STRIPE_PRICE_PRO_YEAR: z.string().default("price_pro_year"),
  STRIPE_PRICE_ENTERPRISE_MONTH: z.string().default(""),
  STRIPE_PRICE_ENTERPRISE_YEAR: z.string().default(""),
  // Unset: emails are rendered with nodemailer's JSON transport and logged.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Product Information Service <no-reply@localhost>"),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  // A self-hosted Inngest server; unset means Inngest Cloud. The SDK reads it itself.
  INNGEST_BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).default("local-development-secret-change-me-0123456789"),
  ALLOW_PRIVATE_DESTINATIONS: z.enum(["0", "1"]).default("0"),
  // Per request to a channel destination; a slower answer is a transient failure.
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // "postgres": counted in PostgreSQL, one budget across every instance;
  // "memory": per process (one instance, benchmarks of the difference).
  RATE_LIMIT_STORE: z.enum(["postgres", "memory"]).default("postgres"),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  API_KEY_ROTATION_GRACE_SECONDS: z.coerce.number().int().nonnegative().default(24 * 60 * 60),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 60 * 60),
  // Read by server/main.ts; validated here so a bad value is named at start.
  TRUSTED_PROXIES: z.string().default(""),
  // Named prepared statements for the hottest reads (lib/db/prepared.ts);
  // "off" behind a pooler that cannot keep them (PgBouncer before 1.21).
  DB_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  PLATFORM_ADMIN_EMAIL: z.string().email().optional(),
  PLATFORM_ADMIN_PASSWORD: z.string().min(10).optional(),
  JOB_RUNNER: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}
