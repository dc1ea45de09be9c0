// The environment's schema and its one parser. Pure (no server-only), so the
// front server (server/main.ts) can refuse a configuration before it loads
// anything; lib/config/env.ts caches the parsed value for the app.
import { z } from "zod";
// One rule for every variable, the same module npm start applies.
import { withoutEmpty } from "./empty-is-unset.mjs";
import { secretWeakness } from "./secret-strength";

// The environment, validated once. Every variable has a working local
// default so `npm start` runs on a fresh machine (README.md, "Configuration").
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
  // No default in production (below): a public value would accept forged events.
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  // Stripe price ids per plan and interval (lib/billing/plans.ts). "off"
  // means no price: that interval is not offered.
  STRIPE_PRICE_STARTER_MONTH: z.string().default("price_starter_month"),
  STRIPE_PRICE_STARTER_YEAR: z.string().default("price_starter_year"),
  STRIPE_PRICE_PRO_MONTH: z.string().default("price_pro_month"),
  STRIPE_PRICE_PRO_YEAR: z.string().default("price_pro_year"),
  STRIPE_PRICE_ENTERPRISE_MONTH: z.string().default("off"),
  STRIPE_PRICE_ENTERPRISE_YEAR: z.string().default("off"),
  // Unset: emails are rendered with nodemailer's JSON transport and logged.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Product Information Service <no-reply@localhost>"),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  // A self-hosted Inngest server; unset means Inngest Cloud. The SDK reads it itself.
  INNGEST_BASE_URL: z.string().url().optional(),
  // No default in production (below): tokens and cursors signed with a
  // value from this repository could be forged by anyone.
  AUTH_SECRET: z.string().min(32).optional(),
  ALLOW_PRIVATE_DESTINATIONS: z.enum(["0", "1"]).default("0"),
  // "1": a product write that does not say who made it fails instead of being
  // recorded as the system's (the test servers run so; docs/architecture.md).
  HISTORY_STRICT: z.enum(["0", "1"]).default("0"),
  // Per request to a channel destination; a slower answer is a transient failure.
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // How often, at most, product changes rewrite a feed channel's file, for
  // channels that do not set their own refreshSeconds.
  FEED_REFRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
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
  // "on": server/main.ts runs background jobs in a process of its own beside
  // it; "off": this instance only serves requests (`npm run jobs` runs jobs).
  JOB_RUNNER: z.enum(["on", "off"]).default("on"),
  // The job process's heap limit: a job past it ends that process, not the server.
  JOB_PROCESS_HEAP_MB: z.coerce.number().int().min(256).max(65_536).default(1536),
  // Runs a job process executes at once; an organisation gets at most half,
  // one function of an organisation one less than that (lib/jobs/job-runner.ts).
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

// Outside production only; published (so refused in production) like every
// test and bench secret this repository holds.
const DEVELOPMENT_SECRETS = { AUTH_SECRET: "local-development-secret-change-me-0123456789", STRIPE_WEBHOOK_SECRET: "whsec_local" };

type Parsed = z.infer<typeof schema>;
export type Env = Omit<Parsed, "AUTH_SECRET" | "STRIPE_WEBHOOK_SECRET"> & { AUTH_SECRET: string; STRIPE_WEBHOOK_SECRET: string };

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}


export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new ConfigurationError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  const parsed = result.data;
  // `next build` loads the server modules to collect page data; it signs
  // nothing and must not need the deployment's secrets.
  const building = source.NEXT_PHASE === "phase-production-build";
  const secrets = { ...DEVELOPMENT_SECRETS };
  for (const name of ["AUTH_SECRET", "STRIPE_WEBHOOK_SECRET"] as const) {
    const value = parsed[name];
    const weakness = value === undefined ? "not set" : secretWeakness(name, value);
    if (parsed.NODE_ENV === "production" && !building && weakness) {
      throw new ConfigurationError(
        `${name} is ${weakness}. In production set it to a random secret ` +
          "(`npm start` generates one into .data/secrets.json when it is unset).",
      );
    }
    if (value !== undefined) secrets[name] = value;
  }
  return { ...parsed, ...secrets };
}
