import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, call } from "../../support/http";
import { addMember, clientAddressHeader, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { connect, createProduct } from "../../support/catalog";
import { STATUS_OF } from "../../../lib/core/errors";
import { routeFiles } from "./support/route-files";
import { BAD_SEGMENTS, BODY_CASES, QUERY_CASES } from "./support/bad-inputs";

// Issue 12, item 3: every route file and every method it exports, sent a
// battery of bad inputs under four kinds of credential. Any 5xx fails, and
// so does any error answer that is not the API's error body with
// the response's own request id. The routes come from the files, so a new
// route is walked without editing this test.

type Credential = { token?: string; apiKey?: string };
type Sent = { method: string; path: string; label: string; raw?: string; who: Credential };
type Problem = { request: string; status: number; body: string };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CONCURRENCY = 8;

async function resourcesOf(org: TestOrg): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown) => {
    const res = await call("POST", path, { token: org.token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const buyer = await createOrg("buyer");
  const member = await addMember(org, "editor");
  const spareKey = await createKey(org, ["products:read"]);
  return {
    products: (await createProduct(org)).id,
    categories: (await post("/api/v1/categories", { name: "Walk" })).id,
    channels: (await post("/api/v1/channels", { name: "Walk", locale: "en", destination: { type: "http", url: "http://127.0.0.1:9/records" }, attributeMap: { title: { from: "name" } } })).id,
    assets: (await post("/api/v1/assets/upload-url", { filename: "a.png", mimeType: "image/png", assetType: "image" })).assetId,
    "rendition-presets": (await post("/api/v1/rendition-presets", { name: "Walk", ops: [{ op: "resize", width: 10 }] })).id,
    "brand-portals": (await post("/api/v1/brand-portals", { slug: `walk-${randomUUID().slice(0, 8)}`, title: "Walk" })).id,
    "webhook-endpoints": (await post("/api/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["product.updated"] })).id,
    "api-keys": spareKey.id,
    members: member.userId,
    connections: await connect(org, buyer),
    orgs: org.id,
  };
}

// Fills each dynamic segment with the caller's own record of that kind
// (named by the segment before it) or an unknown id.
function fill(template: string, ids: Record<string, string>, bad?: string): string {
  const parts = template.split("/");
  return parts
    .map((part, i) => {
      if (part.startsWith("[...")) return bad ?? "no/such/path";
      if (!part.startsWith("[")) return part;
      return bad ?? ids[parts[i - 1]!] ?? randomUUID();
    })
    .join("/");
}

function contractProblem(status: number, headers: Headers, text: string): string | null {
  if (status >= 500) return "a 5xx";
  const requestId = headers.get("x-request-id");
  if (!requestId) return "no X-Request-ID";
  if (status < 400) return null;
  let body: { error?: { code?: string; message?: string; requestId?: string; details?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return "an error body that is not JSON";
  }
  const error = body.error;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") return "no {error: {code, message}}";
  if (error.requestId !== requestId) return "error.requestId differs from X-Request-ID";
  if (!(error.code in STATUS_OF) || STATUS_OF[error.code as keyof typeof STATUS_OF] !== status) return `code ${error.code} does not go with ${status}`;
  if (error.details !== undefined && !Array.isArray(error.details)) return "details is not a list";
  return null;
}

async function send(request: Sent): Promise<{ status: number; problem: Problem | null }> {
  const headers: Record<string, string> = { ...clientAddressHeader() };
  if (request.who.token) headers.authorization = `Bearer ${request.who.token}`;
  if (request.who.apiKey) headers["x-api-key"] = request.who.apiKey;
  if (request.raw !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${baseUrl()}${request.path}`, { method: request.method, headers, body: request.raw, redirect: "manual" });
  const text = await res.text();
  const why = contractProblem(res.status, res.headers, text);
  return { status: res.status, problem: why ? { request: `${request.method} ${request.path.slice(0, 160)} (${request.label}): ${why}`, status: res.status, body: text.slice(0, 200) } : null };
}

describe("every route under bad input", () => {
  it("answers 4xx in the API's error shape, never 5xx, for every method of every route file", async () => {
    const org = await createOrg("supplier");
    const ids = await resourcesOf(org);
    // Several principals of each kind, so the walk spends no one's
    // per-minute budget (a 429 would be a right answer, but leave the input untested).
    const pools: Record<string, Credential[]> = {
      owner: [{ token: org.token }, ...(await Promise.all(Array.from({ length: 11 }, () => addMember(org, "owner")))).map((m) => ({ token: m.token }))],
      viewer: (await Promise.all([0, 1, 2, 3].map(() => addMember(org, "viewer")))).map((m) => ({ token: m.token })),
      narrow: (await Promise.all([0, 1, 2, 3].map(() => createKey(org, ["products:read"])))).map((k) => ({ apiKey: k.key })),
      sandbox: (await Promise.all([0, 1, 2, 3].map(() => createKey(org, ["products:write", "assets:write", "channels:write", "portals:write"], true)))).map((k) => ({ apiKey: k.key })),
    };
    const turn: Record<string, number> = {};
    const who = (kind: string) => pools[kind]![(turn[kind] = (turn[kind] ?? 0) + 1) % pools[kind]!.length]!;

    const routes = routeFiles();
    expect(routes.length).toBeGreaterThan(50);
    const requests: Sent[] = [];
    for (const { template, methods } of routes) {
      const path = fill(template, ids);
      for (const method of methods) {
        for (const kind of Object.keys(pools)) {
          const owner = kind === "owner";
          if (MUTATING.has(method)) {
            for (const c of owner ? BODY_CASES : BODY_CASES.slice(0, 8)) requests.push({ method, path, label: `${kind}, ${c.name}`, raw: c.raw, who: who(kind) });
          }
          for (const q of owner ? QUERY_CASES : QUERY_CASES.slice(0, 6)) requests.push({ method, path: `${path}?${q}`, label: `${kind}, query`, raw: MUTATING.has(method) ? "{}" : undefined, who: who(kind) });
        }
        if (template.includes("[")) {
          for (const bad of BAD_SEGMENTS) requests.push({ method, path: fill(template, ids, bad), label: "malformed path segment", raw: MUTATING.has(method) ? "{}" : undefined, who: who("owner") });
        }
      }
      // Methods the file does not export get 405 in the API's error shape.
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !methods.includes(m))) {
        requests.push({ method, path, label: "method not exported", raw: MUTATING.has(method) ? "{}" : undefined, who: who("owner") });
      }
    }
    for (const path of ["/api/v1", "/api/v1/", "/api/v1/products/", "/api/v1//products", "/api/v1/%", "/api/v1/products/%FF/assets"]) {
      requests.push({ method: "GET", path, label: "odd path", who: who("owner") });
    }

    const problems: Problem[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const { status, problem } = await send(requests[next++]!);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (problem) problems.push(problem);
        }
      }),
    );
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ");
    console.log(`bad-input walk: ${requests.length} requests over ${routes.length} route files (${summary})`);
    expect(problems.slice(0, 25)).toEqual([]);
    expect(statuses.get(429) ?? 0).toBeLessThan(requests.length / 100);
  }, 600_000);
});
