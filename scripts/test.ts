// `npm test`: every check CI runs, in order, ending with one line of counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { failureLine, firstLine } from "./ci/failure-line";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-db/postgres";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
mkdirSync(".data", { recursive: true });
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

// With no server named, a throw-away embedded PostgreSQL (no fsync, in a
// temporary folder, on a free port) serves the integration and browser tests.
const unset = (name: string) => !process.env[name]?.trim();
let database: EmbeddedPostgres | null = null;
let scratch: string | null = null;
if (unset("DATABASE_URL") && unset("TEST_DATABASE_URL")) {
  scratch = mkdtempSync(path.join(os.tmpdir(), "pis-test-"));
  console.log(`DATABASE_URL is not set: the tests use an embedded PostgreSQL in ${scratch}, deleted at the end.`);
  database = await startEmbeddedPostgres({ dataDir: path.join(scratch, "postgres"), durable: false, log: (line) => console.log(line) });
  env.TEST_DATABASE_URL = database.url("pis_test");
  if (unset("E2E_DATABASE_URL")) env.E2E_DATABASE_URL = database.url("pis_e2e");
  console.log(`Embedded PostgreSQL ${database.version} on 127.0.0.1:${database.port}`);
}

// Ctrl-C reaches the step in the foreground too; the remaining steps are
// skipped and the embedded database is still stopped and deleted.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (interrupted = true));

type Stage = { name: string; ok: boolean; passed: number; failed: number; seconds: number };
const stages: Stage[] = [];

function step(name: string, command: string, args: string[], counts?: () => { passed: number; failed: number }): boolean {
  if (interrupted) return false;
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const ok = result.status === 0;
  const tally = counts?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  stages.push({ name, ok, ...tally, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function vitestCounts(): { passed: number; failed: number } {
  const file = ".data/vitest.json";
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; numFailedTestSuites: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0) };
}

function playwrightCounts(): { passed: number; failed: number } {
  const file = ".data/playwright.json";
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

rmSync(".data/vitest.json", { force: true });
rmSync(".data/playwright.json", { force: true });

const prepared = step("generate", "npm", ["run", "--silent", "db:generate"]);
step("typecheck", "npx", ["tsc", "--noEmit"]);
step("lint", "npm", ["run", "--silent", "lint"]);
const built = prepared && step("build", "npx", ["next", "build"]);
if (built) {
  step("vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.data/vitest.json"], vitestCounts);
  step("playwright", "npx", ["playwright", "test"], playwrightCounts);
}

// CI keeps only the tail of the log, so the names of what failed go next to the counts.
function failedTests(): string[] {
  const names: string[] = [];
  if (existsSync(".data/vitest.json")) {
    const report = JSON.parse(readFileSync(".data/vitest.json", "utf8")) as {
      testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
    };
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      for (const a of file.assertionResults.filter((x) => x.status === "failed")) {
        names.push(`vitest ${where} > ${a.fullName}: ${failureLine(a.failureMessages[0], where)}`);
      }
      if (file.assertionResults.length === 0 && file.message) names.push(`vitest ${where}: ${firstLine(file.message)}`);
    }
  }
  if (existsSync(".data/playwright.json")) {
    type Suite = { title: string; specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
    const walk = (suite: Suite, trail: string[]): void => {
      for (const spec of suite.specs ?? []) if (!spec.ok) names.push(`playwright ${[...trail, spec.title].join(" > ")}`);
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const suite of (JSON.parse(readFileSync(".data/playwright.json", "utf8")) as { suites: Suite[] }).suites) walk(suite, [suite.title]);
  }
  return names;
}

if (database) await database.stop();
if (scratch) rmSync(scratch, { recursive: true, force: true });

console.log("\n=== summary");
for (const name of failedTests()) console.log(`failed: ${name}`);
for (const s of stages) console.log(`${s.ok ? "ok  " : "FAIL"} ${s.name.padEnd(10)} ${s.passed} passed, ${s.failed} failed (${s.seconds}s)`);
const passed = stages.reduce((n, s) => n + s.passed, 0);
const failed = stages.reduce((n, s) => n + s.failed, 0) + (built ? 0 : 1);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && stages.every((s) => s.ok) ? 0 : 1);
