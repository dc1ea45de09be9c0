import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";

const API_ROOT = path.resolve(import.meta.dirname, "../../../app/api/v1");
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;

// Every authenticated mutating route in the tree, found from the route files,
// so a new endpoint is covered without touching this test.
function mutatingRoutes(dir = API_ROOT, prefix = "/api/v1"): { method: string; template: string }[] {
  const found: { method: string; template: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry.startsWith("[...")) continue;
      found.push(...mutatingRoutes(full, `${prefix}/${entry}`));
    } else if (entry === "route.ts") {
      const source = readFileSync(full, "utf8");
      if (source.includes("publicRoute(")) continue;
      for (const method of MUTATING) if (new RegExp(`export const ${method}\\b`).test(source)) found.push({ method, template: prefix });
    }
  }
  return found;
}

describe("audit trail", () => {
  it("records every authenticated mutating request, whatever its outcome, with actor, action, target and request id", async () => {
    const org = await createOrg("supplier");
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, template } of routes) {
      const id = crypto.randomUUID();
      const url = template.replace(/\[[a-zA-Z]+\]/g, id);
      const res = await call(method, url, { token: org.token, body: {} });
      const requestId = res.headers.get("x-request-id")!;
      const action = `${method} ${template.replace(/\[[a-zA-Z]+\]/g, "{id}")}`;
      // Domain rows (e.g. api_key.created) may share the request id; the request's own row names the route.
      const row = await db.auditEvent.findFirst({ where: { requestId, organizationId: org.id, action } });
      expect(row, `${method} ${template} (${res.status})`).toMatchObject({
        actorUserId: org.ownerId,
        metadata: { status: res.status },
        ...(template.includes("[") ? { targetId: id } : {}),
      });
    }
  });

  it("names API keys by prefix, and records refused sandbox writes", async () => {
    const org = await createOrg("supplier");
    const sandbox = await createKey(org, ["products:write"], true);
    const res = await call("POST", "/api/v1/products", { apiKey: sandbox.key, body: { sku: "S", name: "x" } });
    expect(res.status).toBe(403);
    const row = await db.auditEvent.findFirst({ where: { requestId: res.headers.get("x-request-id")!, action: "POST /api/v1/products" } });
    expect(row).toMatchObject({ actorUserId: null, actorKeyPrefix: expect.stringMatching(/^pis_sandbox_/), metadata: { status: 403 } });
  });

  it("does not record reads", async () => {
    const org = await createOrg("supplier");
    const res = await call("GET", "/api/v1/products", { token: org.token });
    expect(await db.auditEvent.count({ where: { requestId: res.headers.get("x-request-id")! } })).toBe(0);
  });
});

describe("GET /api/v1/audit-events", () => {
  it("lists the organisation's events newest first, with cursor paging, for owners and admins only", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    for (let i = 0; i < 5; i++) await call("POST", "/api/v1/products", { token: org.token, body: { sku: `A-${i}`, name: "x" } });
    await call("POST", "/api/v1/products", { token: other.token, body: { sku: "B", name: "theirs" } });
    const first = await call("GET", "/api/v1/audit-events?limit=3", { token: org.token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    const second = await call("GET", `/api/v1/audit-events?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    const all = [...first.body.items, ...second.body.items];
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all[0]).toMatchObject({ action: "POST /api/v1/products", actor: { type: "user", userId: org.ownerId }, requestId: expect.any(String) });
    const otherRows = await db.auditEvent.findMany({ where: { organizationId: other.id }, select: { id: true } });
    expect(all.map((e: { id: string }) => e.id)).not.toContain(otherRows[0]!.id);
    const editor = await addMember(org, "editor");
    expect((await call("GET", "/api/v1/audit-events", { token: editor.token })).status).toBe(403);
    const key = await createKey(org, ["products:read"]);
    expect((await call("GET", "/api/v1/audit-events", { apiKey: key.key })).status).toBe(403);
  });
});
