import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";

async function planLimitNotices(organizationId: string) {
  return db.notification.count({ where: { organizationId, kind: "planLimitReached" } });
}

describe("entitlements at the HTTP boundary", () => {
  it("warns at 80%, refuses past the ceiling with 403 PLAN_LIMIT_REACHED, changes nothing and notifies once", async () => {
    const org = await createOrg("supplier", "free");
    for (let i = 0; i < 3; i++) await createKey(org, ["products:read"]);
    const fourth = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k4", scopes: ["products:read"] } });
    expect(fourth.status).toBe(201);
    expect(fourth.headers.get("x-entitlement-warning")).toBe("apiKeys=80");
    const fifth = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k5", scopes: ["products:read"] } });
    expect(fifth.headers.get("x-entitlement-warning")).toBe("apiKeys=100");
    const sixth = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k6", scopes: ["products:read"] } });
    expect(sixth.status).toBe(403);
    expect(errorOf(sixth).error.code).toBe("PLAN_LIMIT_REACHED");
    expect(sixth.headers.get("x-entitlement-warning")).toBe("apiKeys=100");
    expect(await db.apiKey.count({ where: { organizationId: org.id } })).toBe(5);
    expect(await planLimitNotices(org.id)).toBe(1);
    // Revoking stops counting at once.
    const revoked = await call("DELETE", `/api/v1/api-keys/${fifth.body.id}`, { token: org.token });
    expect(revoked.headers.get("x-entitlement-warning")).toBe("apiKeys=80");
    expect((await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k6", scopes: ["products:read"] } })).status).toBe(201);
  });

  it("counts a rotated key in its grace period, so rotation cannot keep more keys working than the ceiling", async () => {
    const org = await createOrg("supplier", "free");
    for (let i = 0; i < 3; i++) await createKey(org, ["products:read"]);
    let newest = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k4", scopes: ["products:read"] } });
    // One free slot: one rotation, whose old key still works and counts.
    const rotated = await call("POST", `/api/v1/api-keys/${newest.body.id}/rotate`, { token: org.token });
    expect(rotated.status).toBe(201);
    expect(rotated.headers.get("x-entitlement-warning")).toBe("apiKeys=100");
    // The tests' grace period is 3 s; a day's, as deployed, for the rest.
    await db.apiKey.update({ where: { id: newest.body.id }, data: { expiresAt: new Date(Date.now() + 86_400_000) } });
    newest = rotated;
    for (let i = 0; i < 12; i++) {
      const again = await call("POST", `/api/v1/api-keys/${newest.body.id}/rotate`, { token: org.token });
      expect(again.status).toBe(403);
      expect(errorOf(again).error.code).toBe("PLAN_LIMIT_REACHED");
    }
    const working = await db.apiKey.count({ where: { organizationId: org.id, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } });
    expect(working).toBe(5);
    // The refused rotation changed nothing: the key is not marked as rotating.
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: newest.body.id } })).expiresAt).toBeNull();
  });

  it("counts only new products in a bulk upsert, and refuses the whole bulk over the ceiling", async () => {
    const org = await createOrg("supplier", "free");
    const items = Array.from({ length: 1000 }, (_, i) => ({ sku: `E-${i}`, name: `Item ${i}` }));
    const filled = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });
    expect(filled.status).toBe(200);
    expect(filled.headers.get("x-entitlement-warning")).toBe("products=100");
    const updates = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: items.slice(0, 10).map((i) => ({ ...i, name: "Renamed" })) } });
    expect(updates.status).toBe(200);
    const over = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "E-0", name: "x" }, { sku: "NEW-1", name: "y" }] } });
    expect(over.status).toBe(403);
    expect(errorOf(over).error.code).toBe("PLAN_LIMIT_REACHED");
    expect((await db.product.findFirstOrThrow({ where: { organizationId: org.id, sku: "E-0" } })).name).toBe("Renamed");
    expect((await call("POST", "/api/v1/products", { token: org.token, body: { sku: "ONE-MORE", name: "x" } })).status).toBe(403);
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(1000);
    // Both refusals hit the one ceiling: one notice.
    expect(await planLimitNotices(org.id)).toBe(1);
  });

  it("limits channels and seats by tier, and leaves enterprise unlimited", async () => {
    const free = await createOrg("supplier", "free");
    const channel = (n: number) => ({ name: `c${n}`, locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { t: { from: "name" } } });
    expect((await call("POST", "/api/v1/channels", { token: free.token, body: channel(1) })).status).toBe(201);
    expect((await call("POST", "/api/v1/channels", { token: free.token, body: channel(2) })).status).toBe(201);
    expect((await call("POST", "/api/v1/channels", { token: free.token, body: channel(3) })).status).toBe(403);
    for (let i = 0; i < 4; i++) {
      const user = await db.user.create({ data: { email: `seat-${i}-${free.id}@example.test`, name: "s", passwordHash: "x" } });
      await db.membership.create({ data: { userId: user.id, organizationId: free.id, role: "viewer" } });
    }
    const invite = await call("POST", "/api/v1/members/invitations", { token: free.token, body: { email: "one-too-many@example.test", role: "viewer" } });
    expect(invite.status).toBe(403);
    expect(errorOf(invite).error.code).toBe("PLAN_LIMIT_REACHED");
    const enterprise = await createOrg("supplier", "enterprise");
    for (let i = 1; i <= 3; i++) {
      const res = await call("POST", "/api/v1/channels", { token: enterprise.token, body: channel(i) });
      expect(res.status).toBe(201);
      expect(res.headers.get("x-entitlement-warning")).toBeNull();
    }
  });
});

describe("the storage entitlement", () => {
  it("refuses a confirm past the plan's storage with 403, deletes the upload and counts only ready assets", async () => {
    const { uploadAndConfirm, objectExists } = await import("../../support/assets");
    const { photo } = await import("../../support/images");
    const org = await createOrg("supplier", "free");
    // 1 GiB on Free: a ready asset just under it, made below the HTTP layer.
    await db.asset.create({
      data: { organizationId: org.id, filename: "big.bin", assetType: "other", mimeType: "application/octet-stream", sizeBytes: 1024n ** 3n - 100n, status: "ready", storageKey: `t/${org.id}/big`, confirmedAt: new Date() },
    });
    const { upload, res } = await uploadAndConfirm({ token: org.token }, { mimeType: "image/jpeg", assetType: "image", bytes: await photo(64, 64) });
    expect(res.status).toBe(403);
    expect(errorOf(res).error.code).toBe("PLAN_LIMIT_REACHED");
    expect(res.headers.get("x-entitlement-warning")).toBe("storageBytes=99");
    expect(await objectExists(upload.uploadKey)).toBe(false);
    expect((await db.asset.findUniqueOrThrow({ where: { id: upload.assetId } })).status).toBe("rejected");
    expect(await planLimitNotices(org.id)).toBe(1);
  });
});
