import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { connect, createProduct, readyImage } from "../../support/catalog";
import { createPortal, publish } from "../portals/support";

const stepsOf = async (token: string) => {
  const res = await call("GET", "/api/v1/organization/onboarding", { token });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.steps as { code: string; done: boolean }[]).map((s) => [s.code, s.done]));
};

describe("GET /api/v1/organization/onboarding", () => {
  it("starts with nothing done for a new supplier", async () => {
    const org = await createOrg("supplier");
    const res = await call("GET", "/api/v1/organization/onboarding", { token: org.token });
    expect(res.body).toEqual({
      steps: ["product", "image", "complete", "channel", "buyer", "brandPortal"].map((code) => ({ code, done: false })),
      done: 0,
      total: 6,
    });
  });

  it("ticks each step from the organisation's own data, and another organisation's data ticks nothing", async () => {
    const org = await createOrg("supplier");
    const stranger = await createOrg("supplier");
    const image = await readyImage(org);
    const product = await createProduct(org, { description: "Complete in every field", status: "active" });
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [image] } })).status).toBe(200);
    const channel = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "Feed", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name" } } } });
    expect(channel.status).toBe(201);
    await connect(org, await createOrg("buyer"));
    const portal = await createPortal(org);
    await publish(org, portal.id);

    await expect.poll(async () => (await stepsOf(org.token)).complete, { timeout: 15_000 }).toBe(true);
    expect(await stepsOf(org.token)).toEqual({ product: true, image: true, complete: true, channel: true, buyer: true, brandPortal: true });
    expect(Object.values(await stepsOf(stranger.token)).some(Boolean)).toBe(false);
  });

  it("is a supplier's list: a buyer gets 403", async () => {
    const buyer = await createOrg("buyer");
    const res = await call("GET", "/api/v1/organization/onboarding", { token: buyer.token });
    expect(res.status).toBe(403);
    expect(errorOf(res).error.code).toBe("FORBIDDEN");
  });
});
