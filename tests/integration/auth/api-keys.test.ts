import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";

async function newKey(token: string, body: Record<string, unknown> = {}) {
  return call("POST", "/api/v1/api-keys", { token, body: { name: "integration", scopes: ["products:read"], ...body } });
}

describe("API keys", () => {
  it("shows the secret once and keeps only its SHA-256", async () => {
    const org = await createOrg();
    const res = await newKey(org.token, { scopes: ["products:read", "channels:write"] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: "integration",
      scopes: ["products:read", "channels:write"],
      sandbox: false,
      prefix: expect.stringMatching(/^pis_live_/),
      key: expect.stringMatching(/^pis_live_[0-9A-Za-z]{32,}$/),
      createdAt: expect.any(String),
    });
    expect(res.body.key.startsWith(res.body.prefix)).toBe(true);
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.keyHash).toBe(createHash("sha256").update(res.body.key).digest("hex"));
    const list = await call("GET", "/api/v1/api-keys", { token: org.token });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((k: { id: string }) => k.id === res.body.id);
    expect(listed).toMatchObject({ prefix: res.body.prefix, lastUsedAt: null, expiresAt: null });
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    expect(listed).not.toHaveProperty("key");
    expect(listed).not.toHaveProperty("keyHash");
    const audit = await db.auditEvent.findFirst({ where: { organizationId: org.id, action: "api_key.created", targetId: res.body.id } });
    expect(audit).not.toBeNull();
  });

  it("authenticates with X-API-Key and records lastUsedAt", async () => {
    const org = await createOrg();
    const { key, id } = await createKey(org, ["products:read"]);
    const res = await call("GET", "/api/v1/organization", { apiKey: key });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(org.id);
    await expect.poll(async () => (await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();
  });

  it("refuses an unknown, malformed or doubled credential with 401", async () => {
    const org = await createOrg();
    const { key } = await createKey(org, ["products:read"]);
    expect((await call("GET", "/api/v1/organization", { apiKey: "pis_live_" + "A".repeat(40) })).status).toBe(401);
    expect((await call("GET", "/api/v1/organization", { apiKey: "not-a-key" })).status).toBe(401);
    expect((await call("GET", "/api/v1/organization", { apiKey: key, token: org.token })).status).toBe(401);
  });

  it("answers a key sent as a bearer token with 401 saying to use X-API-Key", async () => {
    const org = await createOrg();
    const { key } = await createKey(org, ["products:read"]);
    const res = await call("GET", "/api/v1/organization", { token: key });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(errorOf(res).error).toMatchObject({ code: "UNAUTHENTICATED", message: expect.stringContaining("X-API-Key") });
    const unknown = await call("GET", "/api/v1/organization", { token: `pis_sandbox_${"B".repeat(40)}` });
    expect(errorOf(unknown).error.message).toContain("X-API-Key");
    const garbage = await call("GET", "/api/v1/organization", { token: "not-a-key" });
    expect(garbage.status).toBe(401);
    expect(errorOf(garbage).error.message).not.toContain("X-API-Key");
  });

  it("lets only owners and admins with a bearer token manage keys", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    const editor = await addMember(org, "editor");
    const viewer = await addMember(org, "viewer");
    expect((await newKey(admin.token)).status).toBe(201);
    for (const who of [editor, viewer]) {
      const res = await newKey(who.token);
      expect(res.status).toBe(403);
      expect(errorOf(res).error.code).toBe("FORBIDDEN");
    }
    const { key } = await createKey(org, ["products:write", "billing:create", "connections:write"]);
    const byKey = await call("GET", "/api/v1/api-keys", { apiKey: key });
    expect(byKey.status).toBe(403);
  });

  it("rejects scopes outside the list", async () => {
    const org = await createOrg();
    const res = await newKey(org.token, { scopes: ["products:read", "root:everything"] });
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details![0]!.path).toBe("scopes.1");
  });

  it("checks scopes: 403 without the scope, :write implies :read", async () => {
    const supplier = await createOrg("supplier");
    const readOnly = await createKey(supplier, ["products:read"]);
    const writer = await createKey(supplier, ["connections:write"]);
    const invite = await call("POST", "/api/v1/connections/invitations", { apiKey: readOnly.key, body: {} });
    expect(invite.status).toBe(403);
    expect(errorOf(invite).error.code).toBe("FORBIDDEN");
    expect((await call("POST", "/api/v1/connections/invitations", { apiKey: writer.key, body: {} })).status).toBe(201);
    expect((await call("GET", "/api/v1/connections", { apiKey: writer.key })).status).toBe(200);
    expect((await call("GET", "/api/v1/connections", { apiKey: readOnly.key })).status).toBe(403);
  });

  it("revokes at once", async () => {
    const org = await createOrg();
    const created = await newKey(org.token);
    expect((await call("GET", "/api/v1/organization", { apiKey: created.body.key })).status).toBe(200);
    const revoked = await call("DELETE", `/api/v1/api-keys/${created.body.id}`, { token: org.token });
    expect(revoked.status).toBe(204);
    expect((await call("GET", "/api/v1/organization", { apiKey: created.body.key })).status).toBe(401);
    const list = await call("GET", "/api/v1/api-keys", { token: org.token });
    expect(list.body.items.map((k: { id: string }) => k.id)).not.toContain(created.body.id);
    expect((await call("DELETE", `/api/v1/api-keys/${created.body.id}`, { token: org.token })).status).toBe(404);
  });

  it("rotates: both keys work during the grace period, then the old one gives 401", async () => {
    const org = await createOrg();
    const old = await newKey(org.token);
    const rotated = await call("POST", `/api/v1/api-keys/${old.body.id}/rotate`, { token: org.token });
    expect(rotated.status).toBe(201);
    expect(rotated.body.key).not.toBe(old.body.key);
    expect(rotated.body.id).not.toBe(old.body.id);
    expect(rotated.body.scopes).toEqual(old.body.scopes);
    expect((await call("GET", "/api/v1/organization", { apiKey: old.body.key })).status).toBe(200);
    expect((await call("GET", "/api/v1/organization", { apiKey: rotated.body.key })).status).toBe(200);
    const list = await call("GET", "/api/v1/api-keys", { token: org.token });
    const listedOld = list.body.items.find((k: { id: string }) => k.id === old.body.id);
    expect(listedOld.expiresAt).toEqual(expect.any(String));
    const again = await call("POST", `/api/v1/api-keys/${old.body.id}/rotate`, { token: org.token });
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("INVALID_STATE");
    // The test server's grace period is 3 s.
    await new Promise((r) => setTimeout(r, 3_500));
    expect((await call("GET", "/api/v1/organization", { apiKey: old.body.key })).status).toBe(401);
    expect((await call("GET", "/api/v1/organization", { apiKey: rotated.body.key })).status).toBe(200);
    // The rotation event's job makes the revocation explicit.
    await expect
      .poll(async () => (await db.apiKey.findUniqueOrThrow({ where: { id: old.body.id } })).revokedAt, { timeout: 15_000 })
      .not.toBeNull();
  });
});

describe("sandbox keys", () => {
  it("read real data, carry X-Service-Sandbox and refuse every mutating method", async () => {
    const org = await createOrg("supplier");
    const res = await newKey(org.token, { sandbox: true, scopes: ["connections:write", "products:write"] });
    expect(res.body.key).toMatch(/^pis_sandbox_/);
    const sandboxKey: string = res.body.key;
    const read = await call("GET", "/api/v1/organization", { apiKey: sandboxKey });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(org.id);
    expect(read.headers.get("x-service-sandbox")).toBe("true");
    const attempts: [string, string][] = [
      ["POST", "/api/v1/connections/invitations"],
      ["PUT", "/api/v1/products/00000000-0000-4000-8000-000000000000/assets"],
      ["PATCH", "/api/v1/members/00000000-0000-4000-8000-000000000000"],
      ["DELETE", "/api/v1/connections/00000000-0000-4000-8000-000000000000"],
    ];
    for (const [method, path] of attempts) {
      const refused = await call(method, path, { apiKey: sandboxKey, body: {} });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(errorOf(refused).error.code).toBe("SANDBOX_READONLY");
      expect(refused.headers.get("x-service-sandbox")).toBe("true");
    }
    expect(await db.connectionInvitation.count({ where: { supplierId: org.id } })).toBe(0);
    const live = await createKey(org, ["products:read"]);
    expect((await call("GET", "/api/v1/organization", { apiKey: live.key })).headers.get("x-service-sandbox")).toBeNull();
  });
});
