import { beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

// Saved views of the product grid: who sees them, who changes them, what
// they may hold, and the organisation's default view.
const PATH = "/api/v1/views";
type Who = { token?: string; apiKey?: string };

const view = (overrides: Record<string, unknown> = {}) => ({
  name: "Red shirts",
  shared: false,
  query: { familyCode: "shirts", "attr.colour": "red", status: ["draft", "active"] },
  columns: ["sku", "name", "attributes.colour", "qualityScore"],
  sort: "-updatedAt",
  ...overrides,
});

async function save(who: Who, body: Record<string, unknown>) {
  const res = await call("POST", PATH, { ...who, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; ownerId: string | null };
}

const ids = async (who: Who) => ((await call("GET", `${PATH}?limit=200`, who)).body.items as { id: string }[]).map((v) => v.id).sort();

describe("saved views", () => {
  let org: TestOrg;
  let editor: Awaited<ReturnType<typeof addMember>>;
  let viewer: Awaited<ReturnType<typeof addMember>>;
  let admin: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    org = await createOrg("supplier");
    [editor, viewer, admin] = [await addMember(org, "editor"), await addMember(org, "viewer"), await addMember(org, "admin")];
    await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "colour", type: "select", options: [{ code: "red" }] } });
    await call("POST", "/api/v1/families", { token: org.token, body: { code: "shirts", attributes: ["colour"] } });
  });

  it("saves a search with its columns and order, answering who made it, and the query works as a search", async () => {
    const res = await call("POST", PATH, { token: editor.token, body: view() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: "Red shirts",
      shared: false,
      default: false,
      ownerId: editor.userId,
      query: { familyCode: "shirts", "attr.colour": "red", status: "draft,active" },
      columns: ["sku", "name", "attributes.colour", "qualityScore"],
      sort: "-updatedAt",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call("GET", `${PATH}/${res.body.id}`, { token: editor.token })).body).toEqual(res.body);
    const red = await createProduct(org, { familyCode: "shirts", attributes: { colour: "red" } });
    const used = await call("GET", `/api/v1/search/products?${new URLSearchParams({ ...res.body.query, sort: res.body.sort })}`, { token: editor.token });
    expect(used.body.items.map((p: { id: string }) => p.id)).toEqual([red.id]);
  });

  it("keeps a private view to its owner: every other member, an admin too, gets 404", async () => {
    const mine = await save({ token: editor.token }, view({ name: "Mine" }));
    for (const other of [viewer, admin, { token: org.token }]) {
      const res = await call("GET", `${PATH}/${mine.id}`, { token: other.token });
      expect(res.status).toBe(404);
      expect(errorOf(res).error.code).toBe("NOT_FOUND");
      expect((await call("PATCH", `${PATH}/${mine.id}`, { token: other.token, body: { name: "Taken" } })).status).toBe(404);
      expect((await call("DELETE", `${PATH}/${mine.id}`, { token: other.token })).status).toBe(404);
      expect(await ids({ token: other.token })).not.toContain(mine.id);
    }
    expect(await ids({ token: editor.token })).toContain(mine.id);
    const renamed = await call("PATCH", `${PATH}/${mine.id}`, { token: editor.token, body: { name: "Still mine", columns: ["sku"] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Still mine", columns: ["sku"], sort: "-updatedAt" });
  });

  it("shows a shared view to every member; only its owner, an owner or an admin change or delete it (403 for others)", async () => {
    const shared = await save({ token: editor.token }, view({ name: "Team", shared: true }));
    for (const member of [viewer, admin, { token: org.token }, editor]) expect(await ids({ token: member.token })).toContain(shared.id);
    const other = await addMember(org, "editor");
    for (const who of [viewer, other]) {
      const patch = await call("PATCH", `${PATH}/${shared.id}`, { token: who.token, body: { name: "Hijacked" } });
      expect(patch.status).toBe(403);
      expect(errorOf(patch).error.code).toBe("FORBIDDEN");
      expect((await call("DELETE", `${PATH}/${shared.id}`, { token: who.token })).status).toBe(403);
    }
    expect((await call("GET", `${PATH}/${shared.id}`, { token: viewer.token })).body.name).toBe("Team");
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: admin.token, body: { name: "By admin" } })).status).toBe(200);
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: org.token, body: { name: "By owner" } })).status).toBe(200);
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: editor.token, body: { name: "By its owner" } })).status).toBe(200);
    // Only its owner makes it private again: then it is theirs alone.
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: admin.token, body: { shared: false } })).status).toBe(403);
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: editor.token, body: { shared: false } })).body.shared).toBe(false);
    expect((await call("GET", `${PATH}/${shared.id}`, { token: viewer.token })).status).toBe(404);
    expect((await call("PATCH", `${PATH}/${shared.id}`, { token: editor.token, body: { shared: true } })).status).toBe(200);
    expect((await call("DELETE", `${PATH}/${shared.id}`, { token: admin.token })).status).toBe(204);
    expect((await call("GET", `${PATH}/${shared.id}`, { token: editor.token })).status).toBe(404);
  });

  it("answers 404 to another organisation for every id, and never shows it their views", async () => {
    const shared = await save({ token: org.token }, view({ name: "Ours", shared: true }));
    const stranger = await createOrg("supplier");
    const key = await createKey(stranger, ["products:write"]);
    for (const who of [{ token: stranger.token }, { apiKey: key.key }]) {
      expect((await call("GET", `${PATH}/${shared.id}`, who)).status).toBe(404);
      expect((await call("PATCH", `${PATH}/${shared.id}`, { ...who, body: { name: "Theirs" } })).status).toBe(404);
      expect((await call("DELETE", `${PATH}/${shared.id}`, who)).status).toBe(404);
      expect(await ids(who)).toEqual([]);
    }
    expect((await call("GET", `${PATH}/${shared.id}`, { token: org.token })).body.name).toBe("Ours");
  });

  it("checks the query as the search does, the columns and the order, naming each", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ query: { status: "gone" } }, "query.status"],
      [{ query: { "attr.nothing": "x" } }, "query.attr.nothing"],
      [{ query: { "attr.colour.gte": "1" } }, "query.attr.colour.gte"],
      [{ query: { familyCode: "Bad-Code" } }, "query.familyCode.0"],
      [{ query: { cursor: "abc" } }, "query.cursor"],
      [{ query: { sort: "name" } }, "query.sort"],
      [{ query: { limit: "500" } }, "query.limit"],
      [{ columns: [] }, "columns"],
      [{ columns: ["sku", "price"] }, "columns.1"],
      [{ columns: ["sku", "attributes.bad code"] }, "columns.1"],
      [{ columns: ["sku", "sku"] }, "columns.1"],
      [{ columns: Array.from({ length: 61 }, (_, i) => `attributes.c${i}`) }, "columns"],
      [{ sort: "price" }, "sort"],
      [{ name: "" }, "name"],
      [{ owner: "me" }, "owner"],
    ];
    for (const [change, path] of cases) {
      const res = await call("POST", PATH, { token: org.token, body: view(change) });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(errorOf(res).error.details?.map((d) => d.path), JSON.stringify(res.body)).toContain(path);
    }
    const view422 = await save({ token: org.token }, view());
    const bad = await call("PATCH", `${PATH}/${view422.id}`, { token: org.token, body: { query: { "attr.nothing": "x" } } });
    expect(errorOf(bad).error.details?.[0]?.path).toBe("query.attr.nothing");
  });

  it("lets an API key see shared views only and save shared views owned by no user", async () => {
    const privateOne = await save({ token: org.token }, view({ name: "Private" }));
    const sharedOne = await save({ token: org.token }, view({ name: "Shared", shared: true }));
    const reader = await createKey(org, ["products:read"]);
    const writer = await createKey(org, ["products:write"]);
    expect((await call("GET", `${PATH}/${privateOne.id}`, { apiKey: reader.key })).status).toBe(404);
    expect((await call("GET", `${PATH}/${sharedOne.id}`, { apiKey: reader.key })).status).toBe(200);
    expect(await ids({ apiKey: reader.key })).not.toContain(privateOne.id);

    expect((await call("POST", PATH, { apiKey: reader.key, body: view({ shared: true }) })).status).toBe(403);
    const notShared = await call("POST", PATH, { apiKey: writer.key, body: view() });
    expect(notShared.status).toBe(422);
    expect(errorOf(notShared).error.details?.[0]?.path).toBe("shared");
    const byKey = await save({ apiKey: writer.key }, view({ name: "From the integration", shared: true }));
    expect(byKey.ownerId).toBeNull();
    // A user's shared view is not the key's to change; a key's is, and an admin's.
    expect((await call("PATCH", `${PATH}/${sharedOne.id}`, { apiKey: writer.key, body: { name: "x" } })).status).toBe(403);
    expect((await call("PATCH", `${PATH}/${byKey.id}`, { apiKey: writer.key, body: { name: "Renamed by key" } })).status).toBe(200);
    expect((await call("PATCH", `${PATH}/${byKey.id}`, { token: editor.token, body: { name: "x" } })).status).toBe(403);
    expect((await call("PATCH", `${PATH}/${byKey.id}`, { token: admin.token, body: { name: "Renamed by admin" } })).status).toBe(200);
    expect((await call("PATCH", `${PATH}/${byKey.id}`, { apiKey: writer.key, body: { shared: false } })).status).toBe(403);
    expect((await call("PATCH", `${PATH}/${byKey.id}`, { apiKey: writer.key, body: { default: true } })).status).toBe(403);
    expect((await call("DELETE", `${PATH}/${byKey.id}`, { apiKey: writer.key })).status).toBe(204);
  });
});

describe("the organisation's default view", () => {
  it("is one shared view an owner or admin marks; marking another moves it, deleting it leaves none", async () => {
    const org = await createOrg("supplier");
    const admin = await addMember(org, "admin");
    const editor = await addMember(org, "editor");
    const first = await save({ token: editor.token }, view({ name: "First", shared: true, query: {} }));
    const second = await save({ token: editor.token }, view({ name: "Second", shared: true, query: {} }));
    const privateOne = await save({ token: admin.token }, view({ name: "Private", query: {} }));

    const byEditor = await call("PATCH", `${PATH}/${first.id}`, { token: editor.token, body: { default: true } });
    expect(byEditor.status).toBe(403);
    const notShared = await call("PATCH", `${PATH}/${privateOne.id}`, { token: admin.token, body: { default: true } });
    expect(notShared.status).toBe(422);
    expect(errorOf(notShared).error.details?.[0]?.path).toBe("default");

    const marked = await call("PATCH", `${PATH}/${first.id}`, { token: admin.token, body: { default: true } });
    expect(marked.status).toBe(200);
    expect(marked.body.default).toBe(true);
    const defaults = async () => ((await call("GET", PATH, { token: editor.token })).body.items as { id: string; default: boolean }[]).filter((v) => v.default).map((v) => v.id);
    expect(await defaults()).toEqual([first.id]);
    expect((await call("GET", `${PATH}/${first.id}`, { token: editor.token })).body.default).toBe(true);

    // The default stays shared while it is the default.
    const hide = await call("PATCH", `${PATH}/${first.id}`, { token: editor.token, body: { shared: false } });
    expect(hide.status).toBe(409);
    expect(errorOf(hide).error.code).toBe("INVALID_STATE");

    expect((await call("PATCH", `${PATH}/${second.id}`, { token: org.token, body: { default: true } })).body.default).toBe(true);
    expect(await defaults()).toEqual([second.id]);
    // A private view made default in the same request as it is shared.
    expect((await call("PATCH", `${PATH}/${privateOne.id}`, { token: admin.token, body: { shared: true, default: true } })).body.default).toBe(true);
    expect(await defaults()).toEqual([privateOne.id]);
    expect((await call("PATCH", `${PATH}/${privateOne.id}`, { token: admin.token, body: { default: false } })).body.default).toBe(false);
    expect(await defaults()).toEqual([]);

    await call("PATCH", `${PATH}/${first.id}`, { token: admin.token, body: { default: true } });
    expect((await call("DELETE", `${PATH}/${first.id}`, { token: editor.token })).status).toBe(204);
    expect(await defaults()).toEqual([]);
    const other = await createOrg("supplier");
    expect((await call("PATCH", `${PATH}/${second.id}`, { token: other.token, body: { default: true } })).status).toBe(404);
  });
});
