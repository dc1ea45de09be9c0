import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { db } from "../../../lib/db/client";
import { scoreProducts } from "../../../lib/catalog/scoring/score-products";

describe("scoring runs for one product at once", () => {
  it("take turns, so a band change is announced once", async () => {
    const org = await createOrg("supplier");
    const hook = await call("POST", "/api/v1/webhook-endpoints", { token: org.token, body: { url: "http://127.0.0.1:9/hooks", events: ["product.quality_band_changed"] } });
    expect(hook.status).toBe(201);
    const product = await createProduct(org, { sku: "RACE-1" });
    const announced = () => db.webhookDelivery.count({ where: { endpointId: hook.body.id, eventType: "product.quality_band_changed" } });
    // Scored once in the background (its delivery keeps failing: nothing listens there).
    await expect.poll(announced, { timeout: 15_000 }).toBe(1);

    // As if the product had never been scored, then five runs at once (a
    // creation's, an edit's, retries): one of them moves it into its band.
    await db.$executeRaw`UPDATE products SET "qualityScore" = NULL, "scoredAt" = NULL WHERE id = ${product.id}::uuid`;
    await Promise.all(Array.from({ length: 5 }, () => scoreProducts(org.id, [product.id])));
    expect(await announced()).toBe(2);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore).not.toBeNull();
  });

  it("never deadlock with concurrent bulk upserts of the same products", async () => {
    const org = await createOrg("supplier");
    const items = (round: number, writer: number) =>
      Array.from({ length: 300 }, (_, i) => ({ sku: `DL-${String(i).padStart(3, "0")}`, name: `Round ${round} writer ${writer}`, tags: [`r${round}`, `w${writer}`], description: i % 2 ? "described" : undefined }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: items(0, 0) } })).status).toBe(200);
    const ids = (await db.product.findMany({ where: { organizationId: org.id }, select: { id: true } })).map((p) => p.id);
    // Scoring in this process, in id order, against writers that lock in sku order.
    const scoreErrors: unknown[] = [];
    let writing = true;
    const scorer = async () => {
      while (writing) await scoreProducts(org.id, [...ids].reverse()).catch((err: unknown) => scoreErrors.push(err));
    };
    const scorers = [scorer(), scorer()];
    try {
      for (let round = 1; round <= 4; round++) {
        const answers = await Promise.all([1, 2, 3, 4].map((writer) => call("POST", "/api/v1/products/bulk", { token: org.token, body: { items: items(round, writer) } })));
        for (const res of answers) expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      }
    } finally {
      writing = false;
      await Promise.all(scorers);
    }
    expect(scoreErrors.map(String)).toEqual([]);
    // Every product ends scored for its last state.
    const last = await scoreProducts(org.id, ids);
    expect(last).toMatchObject({ scored: 300, skipped: [] });
  });
});
