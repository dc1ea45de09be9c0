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
});
