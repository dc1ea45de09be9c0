import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { pruneHistory } from "../../../lib/history/prune-history";
import { db } from "../../../lib/db/client";

const DAY = 86_400_000;
const versionsOf = async (productId: string) => (await db.productVersion.findMany({ where: { productId }, select: { version: true }, orderBy: { version: "asc" } })).map((v) => v.version);

describe("history retention", () => {
  it("keeps 90 days and each product's latest 20 versions, and forgets products deleted more than 90 days ago", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "KEEP-1", name: "v1" });
    for (let n = 2; n <= 25; n++) expect((await call("PATCH", `/api/v1/products/${product.id}`, { token: org.token, body: { name: `v${n}` } })).status).toBe(200);
    const recent = await createProduct(org, { sku: "KEEP-2", name: "r1" });
    for (let n = 2; n <= 25; n++) expect((await call("PATCH", `/api/v1/products/${recent.id}`, { token: org.token, body: { name: `r${n}` } })).status).toBe(200);
    const gone = await createProduct(org, { sku: "GONE-1", name: "g" });
    expect((await call("DELETE", `/api/v1/products/${gone.id}`, { token: org.token })).status).toBe(204);
    // The first product's and the deleted one's versions are 100 days old.
    await db.productVersion.updateMany({ where: { productId: { in: [product.id, gone.id] } }, data: { at: new Date(Date.now() - 100 * DAY) } });

    const pruned = await pruneHistory(new Date());
    expect(pruned.deletedProducts).toBeGreaterThanOrEqual(1);
    expect(await versionsOf(product.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(await versionsOf(recent.id)).toHaveLength(25);
    expect(await versionsOf(gone.id)).toEqual([]);
    expect(await db.productHistoryHead.findUnique({ where: { productId: gone.id } })).toBeNull();

    // What is kept still reads and restores.
    const history = await call("GET", `/api/v1/products/${product.id}/history?limit=200`, { token: org.token });
    expect(history.body.items).toHaveLength(20);
    const oldest = history.body.items.at(-1);
    const restored = await call("POST", `/api/v1/products/${product.id}/history/${oldest.id}/restore`, { token: org.token, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.product.name).toBe("v6");
  }, 60_000);
});
