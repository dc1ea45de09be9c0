import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg } from "../../support/fixtures";

describe("categories", () => {
  it("creates, reads, lists, updates and deletes within the organisation only", async () => {
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    const parent = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Drinks" } });
    expect(parent.status).toBe(201);
    expect(parent.body).toEqual({ id: expect.any(String), name: "Drinks", parentId: null, requiredAttributes: [], createdAt: expect.any(String), updatedAt: expect.any(String) });
    const child = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "Coffee", parentId: parent.body.id, requiredAttributes: ["origin", "origin"] } });
    expect(child.body.requiredAttributes).toEqual(["origin"]);
    expect((await call("GET", "/api/v1/categories", { token: org.token })).body.items).toHaveLength(2);
    expect((await call("GET", "/api/v1/categories", { token: other.token })).body.items).toHaveLength(0);
    expect((await call("GET", `/api/v1/categories/${child.body.id}`, { token: other.token })).status).toBe(404);
    expect((await call("PATCH", `/api/v1/categories/${child.body.id}`, { token: other.token, body: { name: "x" } })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/categories/${child.body.id}`, { token: other.token })).status).toBe(404);
    const renamed = await call("PATCH", `/api/v1/categories/${child.body.id}`, { token: org.token, body: { name: "Coffee beans" } });
    expect(renamed.body.name).toBe("Coffee beans");
    const foreignParent = await call("POST", "/api/v1/categories", { token: other.token, body: { name: "Theirs" } });
    const moved = await call("POST", "/api/v1/categories", { token: org.token, body: { name: "x", parentId: foreignParent.body.id } });
    expect(moved.status).toBe(422);
    expect((await call("DELETE", `/api/v1/categories/${child.body.id}`, { token: org.token })).status).toBe(204);
    expect((await call("GET", `/api/v1/categories/${child.body.id}`, { token: org.token })).status).toBe(404);
  });

  it("refuses cycles", async () => {
    const org = await createOrg("supplier");
    const a = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "A" } })).body;
    const b = (await call("POST", "/api/v1/categories", { token: org.token, body: { name: "B", parentId: a.id } })).body;
    const self = await call("PATCH", `/api/v1/categories/${a.id}`, { token: org.token, body: { parentId: a.id } });
    expect(self.status).toBe(422);
    const loop = await call("PATCH", `/api/v1/categories/${a.id}`, { token: org.token, body: { parentId: b.id } });
    expect(loop.status).toBe(422);
    expect(errorOf(loop).error.details![0]!.path).toBe("parentId");
  });
});

describe("organization settings", () => {
  it("start at en/en, accept BCP 47 tags in canonical form and require the default among the enabled", async () => {
    const org = await createOrg("supplier");
    expect((await call("GET", "/api/v1/organization/settings", { token: org.token })).body).toEqual({ defaultLocale: "en", enabledLocales: ["en"], strictAttributes: false });
    const res = await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { defaultLocale: "en-gb", enabledLocales: ["en-GB", "de-de"] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ defaultLocale: "en-GB", enabledLocales: ["en-GB", "de-DE"], strictAttributes: false });
    const missing = await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["fr-FR"] } });
    expect(missing.status).toBe(422);
    expect(errorOf(missing).error.details![0]!.path).toBe("enabledLocales");
    const invalid = await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { defaultLocale: "not a locale!" } });
    expect(invalid.status).toBe(422);
    expect((await call("GET", "/api/v1/organization/settings", { token: org.token })).body.defaultLocale).toBe("en-GB");
  });

  it("lets only owners and admins change them", async () => {
    const org = await createOrg("supplier");
    const editor = await addMember(org, "editor");
    expect((await call("GET", "/api/v1/organization/settings", { token: editor.token })).status).toBe(200);
    expect((await call("PATCH", "/api/v1/organization/settings", { token: editor.token, body: { enabledLocales: ["en", "de"] } })).status).toBe(403);
  });
});
