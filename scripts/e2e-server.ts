import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { migrateDatabase } from "../lib/db/migrate";
import { startE2eObjectStore } from "../e2e/support/object-store";
import { startMailSink } from "../tests/support/mail-sink";
import { serverArgs } from "../server/command";
import { throwawaySecrets } from "./secrets/throwaway";

// A fresh database, an object store, a local SMTP server (invitations go by
// email, as in production) and the production server (server/main.ts) for the browser tests.
// E2E_PORT, E2E_DATABASE_URL and NEXT_DIST_DIR let parallel runs keep apart.
const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3198";
const databaseUrl = process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_e2e";
const bucket = "pis-e2e";

const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, "/postgres") });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
await admin.end();
await migrateDatabase(databaseUrl);
const store = await startE2eObjectStore(bucket);
const mail = await startMailSink();

const server = spawn(process.execPath, serverArgs(root, port), {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    APP_BASE_URL: `http://localhost:${port}`,
    ...throwawaySecrets(),
    S3_ENDPOINT: store.endpoint,
    S3_BUCKET: bucket,
    SMTP_URL: mail.smtpUrl,
    // The journeys sign up several organisations from one address within a minute.
    AUTH_RATE_LIMIT_PER_MINUTE: "300",
    ALLOW_PRIVATE_DESTINATIONS: "1",
    // A product write that forgets to say who made it fails the journey.
    HISTORY_STRICT: "1",
    // A feed reflects an edit within a second in the journeys, not a minute.
    FEED_REFRESH_SECONDS: "1",
    // No Stripe in the browser tests: a closed local port, so the billing
    // pages meet an unreachable payment provider at once, as offline.
    STRIPE_API_BASE: "http://127.0.0.1:9",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => void Promise.all([store.close(), mail.close()]).finally(() => process.exit(code ?? 0)));
