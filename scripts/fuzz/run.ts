import { makeChecker, CHECKS, type Answer, type CheckName, type Credential } from "./checks";
import { loadDocument, operationsOf, type Operation } from "./document";
import { validExample, type Example } from "./examples";
import { invalidExample } from "./invalid-examples";
import { seededRandom, type Random } from "./random";
import { clientAddress, setUp, type Principals } from "./setup";

// The OpenAPI fuzzing stage: every operation of the document the server
// publishes, sent valid and invalid examples made from its own schemas with
// a fixed seed, and the same request without a working credential; each
// answer put to the checks of checks.ts. Nothing is left out.
export type FuzzOptions = {
  baseUrl: string;
  seed?: number;
  // Examples per operation, of each kind.
  valid?: number;
  invalid?: number;
  concurrency?: number;
};
export type Violation = { operation: string; check: CheckName; failure: string; request: string; response: string };
export type FuzzReport = {
  seed: number;
  operations: number;
  requests: number;
  durationMs: number;
  counts: Record<CheckName, { passed: number; failed: number }>;
  // How many answers had each status: how deep the examples reached.
  statuses: Record<number, number>;
  // Operations no example got a success from: what the examples could not reach.
  unreached: string[];
  violations: Violation[];
};

// About 3,400 requests, 20 to 40 s on the 2-core CI machine, well inside
// the stage's 4-minute budget while other test files run beside it.
export const DEFAULTS = { seed: 20261127, valid: 16, invalid: 12, concurrency: 4 };

type Planned = { op: Operation; example: Example; credential: Credential };

// Deletions last, so the records the other operations read still exist
// while they run.
function byDeletionLast(a: Operation, b: Operation): number {
  return Number(a.method === "DELETE") - Number(b.method === "DELETE");
}

function plan(ops: Operation[], ids: Record<string, string>, random: Random, options: Required<FuzzOptions>): Planned[] {
  const out: Planned[] = [];
  for (const op of [...ops].sort(byDeletionLast)) {
    // Both credentials where both are accepted: an API key cannot hold
    // the role-only permissions (settings, members), a user can.
    const credential = (i: number): Credential => (op.auth === "none" ? "none" : op.auth === "bearer" || i % 2 === 1 ? "bearer" : "api key");
    for (let i = 0; i < options.valid; i++) out.push({ op, example: validExample(op, ids, random, i), credential: credential(i) });
    for (let i = 0; i < options.invalid; i++) {
      const example = invalidExample(op, ids, random);
      if (example) out.push({ op, example, credential: credential(i) });
    }
    if (op.auth !== "none") {
      const example = validExample(op, ids, random, 0);
      out.push({ op, example, credential: "no credential" }, { op, example, credential: "garbage credential" });
    }
  }
  return out;
}

function urlOf(baseUrl: string, op: Operation, example: Example): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.path[name] ?? ""));
  const query = new URLSearchParams(example.query).toString();
  return `${baseUrl}${path}${query ? `?${query}` : ""}`;
}

function headersOf(credential: Credential, principals: Principals, turn: number, random: Random): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": clientAddress(random) };
  if (credential === "api key") headers["x-api-key"] = principals.apiKeys[turn % principals.apiKeys.length]!;
  if (credential === "bearer") headers.authorization = `Bearer ${principals.bearers[turn % principals.bearers.length]}`;
  if (credential === "garbage credential") {
    headers.authorization = "Bearer not.a.token";
    headers["x-api-key"] = "pis_live_garbage";
  }
  return headers;
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}…` : text);

export async function runFuzz(input: FuzzOptions): Promise<FuzzReport> {
  const options = { ...DEFAULTS, ...input } as Required<FuzzOptions>;
  const started = performance.now();
  const random = seededRandom(options.seed);
  const doc = await loadDocument(options.baseUrl);
  const ops = operationsOf(doc);
  const { principals, ids } = await setUp(options.baseUrl, random);
  const check = makeChecker(doc);
  const planned = plan(ops, ids, random, options);
  const counts = Object.fromEntries(CHECKS.map((c) => [c, { passed: 0, failed: 0 }])) as FuzzReport["counts"];
  const violations: Violation[] = [];
  const statuses: Record<number, number> = {};
  const reached = new Set<string>();

  let next = 0;
  async function worker(): Promise<void> {
    while (next < planned.length) {
      const turn = next++;
      const { op, example, credential } = planned[turn]!;
      const url = urlOf(options.baseUrl, op, example);
      const headers = headersOf(credential, principals, turn, random);
      if (example.body !== undefined) headers["content-type"] = "application/json";
      const res = await fetch(url, { method: op.method, headers, body: example.body, redirect: "manual" });
      const answer: Answer = { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status < 300) reached.add(op.key);
      for (const outcome of check(op, credential, answer, example.broken)) {
        counts[outcome.check][outcome.failure ? "failed" : "passed"]++;
        if (!outcome.failure) continue;
        violations.push({
          operation: op.key,
          check: outcome.check,
          failure: outcome.failure,
          request: `${op.method} ${url.slice(options.baseUrl.length)} (${example.broken ?? "valid"}, ${credential})${example.body !== undefined ? ` body: ${clip(example.body)}` : ""}`,
          response: `${answer.status} ${answer.contentType}: ${clip(answer.text)}`,
        });
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { seed: options.seed, operations: ops.length, requests: planned.length, durationMs: performance.now() - started, counts, statuses, unreached: ops.map((op) => op.key).filter((key) => !reached.has(key)), violations };
}
