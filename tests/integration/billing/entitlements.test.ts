import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { generateApiKey } from "../../../lib/auth/api-key-format";
import { assertCanAdd, entitlementHeader, PlanLimitReached, usageOf } from "../../../lib/billing/entitlements";
import { addMember, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { mailsTo, notificationsOf } from "../../support/billing";

// The entitlements library used directly against the database, as the
// domains that add products, assets, channels, keys and seats will use it.

async function addKeyGuarded(org: TestOrg) {
  return db.$transaction(async (tx) => {
    await assertCanAdd(tx, org.id, "apiKeys", 1);
    const { prefix, hash } = generateApiKey(false);
    await tx.apiKey.create({ data: { organizationId: org.id, name: "guarded", scopes: ["products:read"], prefix, keyHash: hash } });
  });
}

async function refusal(work: Promise<unknown>): Promise<PlanLimitReached> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlanLimitReached);
  return err as PlanLimitReached;
}

describe("entitlements", () => {
  it("counts usage as docs/api.md says: live keys, ready assets' stored sizes, every product, channel and member", async () => {
    const org = await createOrg();
    await addMember(org, "editor");
    await createKey(org, ["products:read"]);
    const revoked = await createKey(org, ["products:read"]);
    await db.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const rotatedOut = await createKey(org, ["products:read"]);
    await db.apiKey.update({ where: { id: rotatedOut.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const graceful = await createKey(org, ["products:read"]);
    await db.apiKey.update({ where: { id: graceful.id }, data: { expiresAt: new Date(Date.now() + 60_000) } });
    await db.product.createMany({ data: [1, 2, 3].map((i) => ({ organizationId: org.id, sku: `SKU-${i}`, name: "Widget" })) });
    const asset = (status: "ready" | "pending", sizeBytes: bigint | null) => ({
      organizationId: org.id,
      filename: "f.png",
      assetType: "image" as const,
      mimeType: "image/png",
      status,
      sizeBytes,
      storageKey: `test/${randomUUID()}`,
    });
    await db.asset.createMany({ data: [asset("ready", 3_000_000_000n), asset("ready", 500n), asset("pending", null)] });
    await db.channel.create({ data: { organizationId: org.id, name: "Shop", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: {} } });

    expect(await usageOf(org.id)).toEqual({ products: 3, storageBytes: 3_000_000_500, channels: 1, apiKeys: 2, seats: 2, webhookEndpoints: 0 });
    // 3 GB of a free plan's 1 GiB: the header says so; nothing else is at 80% yet.
    expect(await entitlementHeader(org.id)).toBe("storageBytes=279");
    await db.product.deleteMany({ where: { organizationId: org.id } });
    expect((await usageOf(org.id)).products).toBe(0);
  });

  it("warns from 80% and never on an unlimited tier", async () => {
    const org = await createOrg();
    await db.product.createMany({ data: Array.from({ length: 800 }, (_, i) => ({ organizationId: org.id, sku: `S-${i}`, name: "W" })) });
    expect(await entitlementHeader(org.id)).toBe("products=80");
    await db.product.deleteMany({ where: { organizationId: org.id, sku: "S-0" } });
    expect(await entitlementHeader(org.id)).toBeNull();
    const enterprise = await createOrg("supplier", "enterprise");
    await db.product.createMany({ data: Array.from({ length: 2_000 }, (_, i) => ({ organizationId: enterprise.id, sku: `E-${i}`, name: "W" })) });
    expect(await entitlementHeader(enterprise.id)).toBeNull();
    await db.$transaction((tx) => assertCanAdd(tx, enterprise.id, "products", 1_000_000));
  });

  it("refuses work over the ceiling, changes nothing and raises one plan-limit notification per crossing", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    await addMember(org, "viewer");
    for (let i = 0; i < 4; i++) await createKey(org, ["products:read"]);
    await addKeyGuarded(org);
    expect((await usageOf(org.id)).apiKeys).toBe(5);

    const err = await refusal(addKeyGuarded(org));
    expect(err.code).toBe("PLAN_LIMIT_REACHED");
    expect(err.entitlement).toBe("apiKeys");
    expect(err.message).toBe("The organisation's plan allows 5 API keys. Upgrade the plan to add more.");
    await err.notified;
    expect((await usageOf(org.id)).apiKeys).toBe(5);

    const notices = await notificationsOf(org, "planLimitReached");
    expect(notices.map((n) => n.userId).sort()).toEqual([org.ownerId, admin.userId].sort());
    expect(notices[0]!.data).toEqual({ entitlement: "apiKeys", limit: 5, used: 5, requested: 1 });

    // Refused again at the same ceiling (a retry, the user trying again) adds nothing.
    await (await refusal(addKeyGuarded(org))).notified;
    expect(await notificationsOf(org, "planLimitReached")).toHaveLength(2);
    await expect.poll(async () => (await mailsTo(admin.email)).map((m) => m.subject), { timeout: 15_000 }).toEqual(["Plan limit reached: API keys"]);

    // A new plan's ceiling reached is a new crossing.
    await db.organization.update({ where: { id: org.id }, data: { tier: "starter" } });
    for (let i = 0; i < 15; i++) await createKey(org, ["products:read"]);
    await (await refusal(addKeyGuarded(org))).notified;
    const after = await notificationsOf(org, "planLimitReached");
    expect(after).toHaveLength(4);
    expect(after.slice(2).map((n) => n.data)).toEqual([expect.objectContaining({ limit: 20, used: 20 }), expect.objectContaining({ limit: 20, used: 20 })]);
  });

  it("lets only one of three concurrent requests take the last place, and notifies once for the refused two", async () => {
    const org = await createOrg();
    for (let i = 0; i < 4; i++) await createKey(org, ["products:read"]);
    const results = await Promise.allSettled([addKeyGuarded(org), addKeyGuarded(org), addKeyGuarded(org)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as PlanLimitReached] : []));
    expect(refused.every((e) => e instanceof PlanLimitReached)).toBe(true);
    await Promise.all(refused.map((e) => e.notified));
    expect((await usageOf(org.id)).apiKeys).toBe(5);
    // Both refusals are the one crossing: the owner gets one notice.
    expect(await notificationsOf(org, "planLimitReached")).toHaveLength(1);
  });

  it("checks storage in bytes against the tier's ceiling", async () => {
    const org = await createOrg("supplier", "starter");
    await db.asset.create({
      data: { organizationId: org.id, filename: "big.mp4", assetType: "video", mimeType: "video/mp4", status: "ready", sizeBytes: 25n * 1024n ** 3n - 100n, storageKey: `test/${randomUUID()}` },
    });
    await db.$transaction((tx) => assertCanAdd(tx, org.id, "storageBytes", 100));
    const err = await refusal(db.$transaction((tx) => assertCanAdd(tx, org.id, "storageBytes", 101)));
    await err.notified;
    expect(await entitlementHeader(org.id)).toBe("storageBytes=99");
  });
});
