import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

const body = (extra: Record<string, unknown> = {}) => ({
  name: "Shop feed",
  locale: "en",
  destination: { type: "http", url: "http://127.0.0.1:9/shop" },
  attributeMap: { title: { from: "name", required: true }, price: { from: "attributes.price", op: "number" } },
  ...extra,
});

describe("channels API", () => {
  it("creates, reads (with readiness), updates, lists and deletes a channel", async () => {
    const org = await createOrg("supplier");
    const res = await call("POST", "/api/v1/channels", { token: org.token, body: body() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: "Shop feed",
      locale: "en",
      destination: { type: "http", url: "http://127.0.0.1:9/shop" },
      attributeMap: {
        title: { from: "name", op: "copy", required: true },
        price: { from: "attributes.price", op: "number", required: false },
      },
      template: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toHaveProperty("transformRules");
    const read = await call("GET", `/api/v1/channels/${res.body.id}`, { token: org.token });
    expect(read.body.readiness).toEqual({ ready: expect.any(Number), wouldSkip: expect.any(Number), missingTargets: expect.any(Object) });
    const patched = await call("PATCH", `/api/v1/channels/${res.body.id}`, { token: org.token, body: { locale: "de-de" } });
    expect(patched.status).toBe(200);
    expect(patched.body.locale).toBe("de-DE");
    expect((await call("GET", "/api/v1/channels", { token: org.token })).body.items).toHaveLength(1);
    expect((await call("DELETE", `/api/v1/channels/${res.body.id}`, { token: org.token })).status).toBe(204);
    expect((await call("GET", `/api/v1/channels/${res.body.id}`, { token: org.token })).status).toBe(404);
  });

  it("rejects unknown fields, transformRules included, at every level, with 422", async () => {
    const org = await createOrg("supplier");
    const cases: [Record<string, unknown>, string][] = [
      [body({ transformRules: [{ op: "upper" }] }), "transformRules"],
      [body({ attributeMap: { title: { from: "name", transform: "x" } } }), "attributeMap.title.transform"],
      [body({ destination: { type: "http", url: "http://x.test", headers: {} } }), "destination.headers"],
      [body({ attributeMap: { title: { from: "price" } } }), "attributeMap.title.from"],
      [body({ attributeMap: { title: { op: "constant" } } }), "attributeMap.title.value"],
      [body({ attributeMap: { title: { from: "name", op: "shout" } } }), "attributeMap.title.op"],
      [body({ locale: "not a locale" }), "locale"],
      [body({ destination: { type: "ftp", url: "ftp://x" } }), "destination.type"],
    ];
    for (const [b, path] of cases) {
      const res = await call("POST", "/api/v1/channels", { token: org.token, body: b });
      expect(res.status, path).toBe(422);
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
    const channel = await call("POST", "/api/v1/channels", { token: org.token, body: body() });
    const patch = await call("PATCH", `/api/v1/channels/${channel.body.id}`, { token: org.token, body: { transformRules: [] } });
    expect(patch.status).toBe(422);
  });

  it("keeps channels to their organisation and their permissions", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const channel = (await call("POST", "/api/v1/channels", { token: a.token, body: body() })).body;
    const product = await createProduct(a, { status: "active" });
    for (const [method, path, payload] of [
      ["GET", `/api/v1/channels/${channel.id}`, undefined],
      ["PATCH", `/api/v1/channels/${channel.id}`, { name: "x" }],
      ["DELETE", `/api/v1/channels/${channel.id}`, undefined],
      ["POST", `/api/v1/channels/${channel.id}/sync`, {}],
      ["GET", `/api/v1/channels/${channel.id}/publications`, undefined],
      ["POST", `/api/v1/channels/${channel.id}/preview`, { productIds: [product.id] }],
    ] as const) {
      expect((await call(method, path, { token: b.token, body: payload })).status, `${method} ${path}`).toBe(404);
    }
    expect((await call("POST", "/api/v1/channels", { token: buyer.token, body: body() })).status).toBe(403);
    const reader = await createKey(a, ["channels:read"]);
    expect((await call("POST", "/api/v1/channels", { apiKey: reader.key, body: body() })).status).toBe(403);
    expect((await call("GET", `/api/v1/channels/${channel.id}`, { apiKey: reader.key })).status).toBe(200);
    expect((await call("GET", `/api/v1/channels/${channel.id}`, { token: a.token })).body.name).toBe("Shop feed");
  });

  it("previews the map without delivering or recording anything", async () => {
    const org = await createOrg("supplier");
    const channel = (await call("POST", "/api/v1/channels", { token: org.token, body: body() })).body;
    const good = await createProduct(org, { status: "active", attributes: { price: "9.90" } });
    const bad = await createProduct(org, { status: "active", attributes: { price: "cheap" } });
    const draft = await createProduct(org, { status: "draft" });
    const res = await call("POST", `/api/v1/channels/${channel.id}/preview`, { token: org.token, body: { productIds: [good.id, bad.id, draft.id] } });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ productId: good.id, status: "ready", record: { title: "Widget", price: 9.9 } });
    expect(res.body.items[1]).toMatchObject({ productId: bad.id, status: "would_skip", record: null });
    expect(res.body.items[1].evaluation.transformErrors[0].target).toBe("price");
    expect(res.body.items[2]).toMatchObject({ productId: draft.id, status: "not_in_scope" });
  });
});
