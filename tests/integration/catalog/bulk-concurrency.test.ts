import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";

describe("concurrent bulk upserts", () => {
  it("of the same 1,000 skus in different orders all answer 200 (no deadlock, no 500) and leave one product per sku", async () => {
    const org = await createOrg("supplier", "pro");
    const items = Array.from({ length: 1000 }, (_, i) => ({ sku: `D-${String(i).padStart(4, "0")}`, name: `Item ${i}`, tags: [`t${i % 7}`, `u${i % 5}`] }));
    const orders = [items, [...items].reverse(), [...items.slice(500), ...items.slice(0, 500)], [...items].sort((a, b) => (a.name.length - b.name.length) || b.sku.localeCompare(a.sku))];
    const answers = await Promise.all(orders.map((order) => call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: order } })));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.results.filter((r: { status: string }) => r.status === "failed")).toEqual([]);
    }
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(1000);
  }, 60_000);

  // The default interactive-transaction time-out of Prisma (5 s) answered 500
  // to an upsert that waited that long on another writer: the wait must end
  // in the upsert's answer, not in an aborted transaction.
  it("answers 200 when a bulk upsert waits over five seconds on another writer's lock", async () => {
    const org = await createOrg("supplier");
    const created = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "W-1", name: "Before" }] } });
    expect(created.status).toBe(200);
    let answer: { status: number; body: any } | undefined;
    let waiting: Promise<unknown> = Promise.resolve();
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM products WHERE "organizationId" = ${org.id}::uuid AND sku = 'W-1' FOR UPDATE`;
      waiting = call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: [{ sku: "W-1", name: "After" }] } }).then((a) => (answer = a));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(answer).toBeUndefined();
    });
    await waiting;
    expect(answer?.status).toBe(200);
    expect(answer!.body.results[0]).toMatchObject({ sku: "W-1", status: "updated" });
    expect((await db.product.findFirstOrThrow({ where: { organizationId: org.id, sku: "W-1" } })).name).toBe("After");
  }, 60_000);
});
