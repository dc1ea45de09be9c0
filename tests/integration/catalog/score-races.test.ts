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
});
