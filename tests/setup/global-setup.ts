import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../../lib/db/migrate";
import { startObjectStore } from "./object-store";
import { startMailSink } from "../support/mail-sink";
import { startStripeFake } from "../support/stripe-fake";
import { TEST_ENV, TEST_PORT } from "./test-env";
import { serverArgs } from "../../server/command";

const root = path.resolve(import.meta.dirname, "../..");

async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await migrateDatabase(url);
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the test server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the test server did not become healthy in 90 s");
}

// A fresh database and the real production build, served by the production server (server/main.ts):
// integration tests talk HTTP to the same thing users do.
export default async function setup(project: TestProject) {
  await recreateDatabase(TEST_ENV.DATABASE_URL!);
  const external = process.env.TEST_BASE_URL;
  if (external) {
    project.provide("baseUrl", external);
    project.provide("objectStore", { endpoint: process.env.S3_ENDPOINT ?? "http://127.0.0.1:4569", bucket: process.env.S3_BUCKET ?? "pis-local" });
    project.provide("serverPid", 0);
    project.provide("billingFakes", { stripe: process.env.STRIPE_API_BASE ?? "", mail: process.env.MAIL_SINK_URL ?? "" });
    return;
  }
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npm run build` (npm test does) before the integration tests.");
  }
  // Its own store on free ports, so parallel test runs never share one.
  const store = await startObjectStore();
  // Stripe's API and an SMTP server, both local (billing and notifications).
  const [stripe, mail] = await Promise.all([startStripeFake(), startMailSink()]);
  const server = spawn(process.execPath, serverArgs(root, TEST_PORT), {
    cwd: root,
    env: { ...process.env, ...TEST_ENV, PORT: String(TEST_PORT), S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket, STRIPE_API_BASE: stripe.url, SMTP_URL: mail.smtpUrl },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://localhost:${TEST_PORT}`;
  await waitForHealth(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("objectStore", { endpoint: store.endpoint, bucket: store.bucket });
  project.provide("serverPid", server.pid ?? 0);
  project.provide("billingFakes", { stripe: stripe.url, mail: mail.url });
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await store.close();
    await Promise.all([stripe.close(), mail.close()]);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    objectStore: { endpoint: string; bucket: string };
    // The server process, for memory measurements; 0 with TEST_BASE_URL.
    serverPid: number;
    // The Stripe fake's base URL and the mail sink's inspection URL.
    billingFakes: { stripe: string; mail: string };
  }
}
