import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { createPortal, publish, slug } from "./support";

// POST/GET /api/v1/brand-portals, GET/PATCH /{id}, /publish, /unpublish (docs/api.md, "Brand portals").
describe("brand portals API", () => {
  it("creates an unpublished portal and answers the view", async () => {
    const org = await createOrg();
    const s = slug();
    const res = await call("POST", "/api/v1/brand-portals", {
      token: org.token,
      body: { slug: s.toUpperCase(), title: " Spring range ", branding: { primaryColor: "#1A5FB4" }, productFilter: { tags: ["spring", "spring"] } },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.body).toMatchObject({
      slug: s,
      title: "Spring range",
      branding: { logoAssetId: null, primaryColor: "#1a5fb4" },
      productFilter: { categoryIds: [], tags: ["spring"] },
      published: false,
      publishedAt: null,
      publicUrl: `/brand/${s}`,
      logoUrl: null,
    });
    const list = await call("GET", "/api/v1/brand-portals", { token: org.token });
    expect(list.body).toMatchObject({ items: [{ id: res.body.id }], nextCursor: null });
  });

  it("rejects bad input with 422 details, never a 500", async () => {
    const org = await createOrg();
    const cases: [unknown, string][] = [
      [{ slug: "a", title: "x" }, "slug"],
      [{ slug: "no spaces here", title: "x" }, "slug"],
      [{ slug: slug(), title: "" }, "title"],
      [{ slug: slug(), title: "x", branding: { primaryColor: "blue" } }, "branding.primaryColor"],
      [{ slug: slug(), title: "x", branding: { logoAssetId: "not-a-uuid" } }, "branding.logoAssetId"],
      [{ slug: slug(), title: "x", productFilter: { categoryIds: ["nope"] } }, "productFilter.categoryIds.0"],
      [{ slug: slug(), title: "x", extra: 1 }, "extra"],
      [{ slug: slug(), title: "x", branding: { font: "Comic" } }, "branding.font"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", "/api/v1/brand-portals", { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      expect(errorOf(res).error.details?.map((d) => d.path)).toContain(path);
    }
    const broken = await call("POST", "/api/v1/brand-portals", { token: org.token, rawBody: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
  });

  it("answers 409 CONFLICT for a slug taken by any organisation", async () => {
    const [a, b] = await Promise.all([createOrg(), createOrg()]);
    const portal = await createPortal(a);
    const clash = await call("POST", "/api/v1/brand-portals", { token: b.token, body: { slug: portal.slug, title: "Mine" } });
    expect(clash.status).toBe(409);
    expect(errorOf(clash).error.code).toBe("CONFLICT");
    const other = await createPortal(b);
    const renamed = await call("PATCH", `/api/v1/brand-portals/${other.id}`, { token: b.token, body: { slug: portal.slug } });
    expect(renamed.status).toBe(409);
  });

  it("refuses another organisation's categories in the filter", async () => {
    const [a, b] = await Promise.all([createOrg(), createOrg()]);
    const category = await call("POST", "/api/v1/categories", { token: b.token, body: { name: "Theirs" } });
    const res = await call("POST", "/api/v1/brand-portals", { token: a.token, body: { slug: slug(), title: "x", productFilter: { categoryIds: [category.body.id] } } });
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details).toEqual([{ path: "productFilter.categoryIds.0", message: "No such category in your organisation." }]);
  });

  it("merges branding and filter one level deep on PATCH; null removes a key", async () => {
    const org = await createOrg();
    const category = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Shoes" } });
    const portal = await createPortal(org, { branding: { primaryColor: "#000000" }, productFilter: { tags: ["a"] } });
    const patched = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, {
      token: org.token,
      body: { title: "Renamed", productFilter: { categoryIds: [category.body.id] } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: "Renamed", branding: { primaryColor: "#000000" }, productFilter: { categoryIds: [category.body.id], tags: ["a"] } });
    const cleared = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { branding: { primaryColor: null }, productFilter: { tags: null } } });
    expect(cleared.body).toMatchObject({ branding: { primaryColor: null }, productFilter: { categoryIds: [category.body.id], tags: [] } });
  });

  it("publishes and unpublishes idempotently", async () => {
    const org = await createOrg();
    const portal = await createPortal(org);
    const first = await publish(org, portal.id);
    expect(first).toMatchObject({ published: true });
    const again = await publish(org, portal.id);
    expect(again.publishedAt).toBe(first.publishedAt);
    const down = await call("POST", `/api/v1/brand-portals/${portal.id}/unpublish`, { token: org.token });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ published: false, publishedAt: null });
    const twice = await call("POST", `/api/v1/brand-portals/${portal.id}/unpublish`, { token: org.token });
    expect(twice.status).toBe(200);
  });

  it("answers 404 for another tenant's portal and for malformed ids, never 403", async () => {
    const [a, b] = await Promise.all([createOrg(), createOrg()]);
    const portal = await createPortal(a);
    for (const [method, path, body] of [
      ["GET", `/api/v1/brand-portals/${portal.id}`, undefined],
      ["PATCH", `/api/v1/brand-portals/${portal.id}`, { title: "Stolen" }],
      ["POST", `/api/v1/brand-portals/${portal.id}/publish`, undefined],
      ["POST", `/api/v1/brand-portals/${portal.id}/unpublish`, undefined],
      ["GET", "/api/v1/brand-portals/not-a-uuid", undefined],
    ] as const) {
      const res = await call(method, path, { token: b.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorOf(res).error.code).toBe("NOT_FOUND");
    }
    const theirs = await call("GET", "/api/v1/brand-portals", { token: b.token });
    expect(theirs.body.items).toEqual([]);
    const mine = await call("GET", `/api/v1/brand-portals/${portal.id}`, { token: a.token });
    expect(mine.body.title).toBe("Our brand");
  });

  it("needs portals:read to read and portals:write to change; suppliers only write", async () => {
    const org = await createOrg();
    const portal = await createPortal(org);
    const viewer = await addMember(org, "viewer");
    const editor = await addMember(org, "editor");
    expect((await call("GET", `/api/v1/brand-portals/${portal.id}`, { token: viewer.token })).status).toBe(200);
    expect((await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: viewer.token, body: { title: "x" } })).status).toBe(403);
    expect((await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: editor.token, body: { title: "Edited" } })).status).toBe(200);

    const reader = await createKey(org, ["portals:read"]);
    expect((await call("GET", "/api/v1/brand-portals", { apiKey: reader.key })).status).toBe(200);
    const refused = await call("POST", "/api/v1/brand-portals", { apiKey: reader.key, body: { slug: slug(), title: "x" } });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error.code).toBe("FORBIDDEN");
    const writer = await createKey(org, ["portals:write"]);
    expect((await call("POST", "/api/v1/brand-portals", { apiKey: writer.key, body: { slug: slug(), title: "x" } })).status).toBe(201);
    const sandbox = await createKey(org, ["portals:write"], true);
    const sandboxed = await call("POST", `/api/v1/brand-portals/${portal.id}/publish`, { apiKey: sandbox.key });
    expect(errorOf(sandboxed).error.code).toBe("SANDBOX_READONLY");
    const productsOnly = await createKey(org, ["products:read"]);
    expect((await call("GET", "/api/v1/brand-portals", { apiKey: productsOnly.key })).status).toBe(403);

    const buyer = await createOrg("buyer");
    const buyerCreate = await call("POST", "/api/v1/brand-portals", { token: buyer.token, body: { slug: slug(), title: "x" } });
    expect(buyerCreate.status).toBe(403);
    expect((await call("GET", "/api/v1/brand-portals")).status).toBe(401);
  });
});
