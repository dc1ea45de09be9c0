import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { migrateDatabase } from "../lib/db/migrate";

// A fresh database and `next start` for the browser tests.
const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3198";
const databaseUrl = process.env.E2E_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_e2e";

const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, "/postgres") });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
await admin.end();
await migrateDatabase(databaseUrl);

const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", port], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    APP_BASE_URL: `http://localhost:${port}`,
    AUTH_SECRET: "e2e-secret-0123456789-0123456789-0123456789",
    NEXT_TELEMETRY_DISABLED: "1",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
