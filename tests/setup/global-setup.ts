import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../../lib/db/migrate";
import { startObjectStore } from "./object-store";
import { startMailSink } from "../support/mail-sink";
import { startStripeFake } from "../support/stripe-fake";
import { TEST_ENV, TEST_PORT } from "./test-env";
import { startServerProcess } from "./server-process";
import { staleBuild } from "../../scripts/build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "../..");

async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await migrateDatabase(url);
}

// A fresh database and the real production build, served by the production server (server/main.ts):
// integration tests talk HTTP to the same thing users do.
export default async function setup(project: TestProject) {
  await recreateDatabase(TEST_ENV.DATABASE_URL!);
  const external = process.env.TEST_BASE_URL;
  if (external) {
    project.provide("baseUrl", external);
    project.provide("objectStore", { endpoint: process.env.S3_ENDPOINT ?? "http://127.0.0.1:4569", bucket: process.env.S3_BUCKET ?? "pis-local" });
    project.provide("secondBaseUrl", process.env.TEST_SECOND_BASE_URL ?? external);
    project.provide("serverPid", 0);
    project.provide("billingFakes", { stripe: process.env.STRIPE_API_BASE ?? "", mail: process.env.MAIL_SINK_URL ?? "" });
    return;
  }
  // The HTTP tests run the build, not the sources: a build older than the
  // sources would test yesterday's code and pass.
  const stale = staleBuild(root, process.env.NEXT_DIST_DIR ?? ".next");
  if (stale) throw new Error(`${stale} Run \`npm run build\` (npm test does) before the integration tests.`);
  // Its own store on free ports, so parallel test runs never share one.
  const store = await startObjectStore();
  // Stripe's API and an SMTP server, both local (billing and notifications).
  const [stripe, mail] = await Promise.all([startStripeFake(), startMailSink()]);
  const env = { ...TEST_ENV, HISTORY_STRICT: "1", S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket, STRIPE_API_BASE: stripe.url, SMTP_URL: mail.smtpUrl };
  // Two instances on one database, as a deployment behind a load balancer
  // runs them: most tests talk to the first; the multi-instance tests to both.
  const [server, second] = await Promise.all([startServerProcess(TEST_PORT, env), startServerProcess(TEST_PORT + 1, env)]);
  project.provide("baseUrl", server.baseUrl);
  project.provide("secondBaseUrl", second.baseUrl);
  project.provide("objectStore", { endpoint: store.endpoint, bucket: store.bucket });
  project.provide("serverPid", server.process.pid ?? 0);
  project.provide("billingFakes", { stripe: stripe.url, mail: mail.url });
  return async () => {
    await Promise.all([server.stop(), second.stop()]);
    await store.close();
    await Promise.all([stripe.close(), mail.close()]);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    // A second instance of the server on the same database.
    secondBaseUrl: string;
    objectStore: { endpoint: string; bucket: string };
    // The server process, for memory measurements; 0 with TEST_BASE_URL.
    serverPid: number;
    // The Stripe fake's base URL and the mail sink's inspection URL.
    billingFakes: { stripe: string; mail: string };
  }
}
