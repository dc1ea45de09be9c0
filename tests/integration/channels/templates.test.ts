import { describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";

const G = "http://base.google.com/ns/1.0";

async function define(org: TestOrg, body: Record<string, unknown>) {
  const res = await call("POST", "/api/v1/attributes", { token: org.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

// A supplier whose dictionary a Google Merchant map can be proposed from.
async function merchantSupplier(): Promise<TestOrg> {
  const org = await createOrg("supplier");
  await define(org, { code: "ean", type: "text", labels: { en: "EAN" } });
  await define(org, { code: "list_price", type: "price", labels: { en: "Price" } });
  await define(org, { code: "brand", type: "text" });
  await define(org, { code: "product_url", type: "url" });
  await define(org, { code: "availability", type: "select", options: [{ code: "in_stock" }, { code: "out_of_stock" }] });
  await define(org, { code: "colour", type: "select", options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: { en: "Blue" } }] });
  const family = await call("POST", "/api/v1/families", { token: org.token, body: { code: "tees", attributes: ["colour"], variantAxes: ["colour"] } });
  expect(family.status, JSON.stringify(family.body)).toBe(201);
  return org;
}

const complete = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  name: `Tee ${sku}`,
  description: "A cotton tee.",
  status: "active",
  attributes: { ean: "4006381333931", list_price: [{ amount: 1500, currency: "EUR" }], brand: "Acme", product_url: `https://shop.example/${sku}`, availability: "in_stock", ...extra },
});

async function createChannel(org: TestOrg, body: Record<string, unknown>) {
  const res = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "Google", locale: "en", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function syncAndWait(org: TestOrg, channelId: string) {
  const res = await call("POST", `/api/v1/channels/${channelId}/sync`, { token: org.token, body: {} });
  expect(res.status).toBe(202);
  await expect.poll(async () => (await db.syncRun.findUniqueOrThrow({ where: { id: res.body.runId } })).status, { timeout: 60_000, interval: 200 }).toBe("completed");
  await settled(org);
}

async function feedText(org: TestOrg, channelId: string): Promise<{ text: string; type: string | null }> {
  const link = await call("GET", `/api/v1/channels/${channelId}/feed`, { token: org.token });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const res = await fetch(link.body.url);
  return { text: await res.text(), type: res.headers.get("content-type") };
}

// An image link the map reads: the channel takes images from a media url, so
// the tests give image_link a constant rather than uploading images.
const IMAGE = { op: "constant", value: "https://cdn.example/tee.jpg" };

describe("channel templates", () => {
  it("are listed to any valid credential, with Google Merchant's targets and rules", async () => {
    const org = await createOrg("supplier");
    const key = await createKey(org, []);
    const res = await call("GET", "/api/v1/channel-templates", { apiKey: key.key });
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    const google = res.body.items.find((t: { code: string }) => t.code === "google-merchant");
    expect(google).toMatchObject({ name: expect.any(String), destinationFormats: ["xml", "tsv"] });
    const target = (name: string) => google.targets.find((t: { name: string }) => t.name === name);
    for (const name of ["id", "title", "description", "link", "image_link", "availability", "price"]) expect(target(name).required, name).toBe(true);
    for (const name of ["brand", "gtin", "mpn", "sale_price", "item_group_id", "identifier_exists"]) expect(target(name).required, name).toBe(false);
    expect(target("title")).toMatchObject({ type: "text", maxLength: 150 });
    expect(target("description")).toMatchObject({ maxLength: 5000 });
    expect(target("availability").allowedValues).toEqual(["in_stock", "out_of_stock", "preorder", "backorder"]);
    expect(target("condition").allowedValues).toEqual(["new", "refurbished", "used"]);
    expect(target("gender").allowedValues).toEqual(["male", "female", "unisex"]);
    expect(target("age_group").allowedValues).toEqual(["newborn", "infant", "toddler", "kids", "adult"]);
    expect(target("identifier_exists").allowedValues).toEqual(["yes", "no"]);
    expect(target("price").type).toBe("price");
    expect(target("gtin").type).toBe("gtin");
    expect(target("additional_image_link")).toMatchObject({ type: "list", maxItems: 10 });
    expect((await call("GET", "/api/v1/channel-templates", {})).status).toBe(401);
  });

  it("propose a map from the dictionary when a templated channel is created without one, and keep the template", async () => {
    const org = await merchantSupplier();
    const created = await createChannel(org, { template: "google-merchant", destination: { type: "feed", format: "xml" } });
    expect(created.template).toBe("google-merchant");
    const view = await call("GET", `/api/v1/channels/${created.id}`, { token: org.token });
    expect(view.body.template).toBe("google-merchant");
    expect(view.body.attributeMap).toMatchObject({
      id: { from: "sku", required: true },
      title: { from: "name", required: true },
      gtin: { from: "attributes.ean" },
      price: { from: "attributes.list_price", op: "price", currency: "EUR", required: true },
      link: { from: "attributes.product_url" },
      availability: { from: "attributes.availability" },
      color: { from: "attributes.colour", op: "label" },
    });

    const other = await call("PATCH", `/api/v1/channels/${created.id}`, { token: org.token, body: { template: "amazon" } });
    expect(other.status).toBe(422);
    const same = await call("PATCH", `/api/v1/channels/${created.id}`, { token: org.token, body: { template: "google-merchant", name: "Google DE" } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const unknownTarget = await call("PATCH", `/api/v1/channels/${created.id}`, { token: org.token, body: { attributeMap: { title: { from: "name" }, headline: { from: "name" } } } });
    expect(unknownTarget.status).toBe(422);
    expect(errorOf(unknownTarget).error.details!).toEqual([{ path: "attributeMap.headline", message: expect.stringContaining("headline") }]);

    const plain = await createChannel(org, { destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name" } } });
    expect(plain.template).toBeNull();
    const adopt = await call("PATCH", `/api/v1/channels/${plain.id}`, { token: org.token, body: { template: "google-merchant" } });
    expect(adopt.status).toBe(422);
    expect(errorOf(adopt).error.details?.[0]?.path).toBe("template");
  });

  it("refuse an unknown target or template at creation, and XML for a channel without a template", async () => {
    const org = await createOrg("supplier");
    const base = { name: "G", locale: "en", destination: { type: "feed", format: "xml" } };
    const target = await call("POST", "/api/v1/channels", { token: org.token, body: { ...base, template: "google-merchant", attributeMap: { headline: { from: "name" } } } });
    expect(target.status).toBe(422);
    expect(errorOf(target).error.details!.map((d: { path: string }) => d.path)).toEqual(["attributeMap.headline"]);
    const template = await call("POST", "/api/v1/channels", { token: org.token, body: { ...base, template: "amazon" } });
    expect(template.status).toBe(422);
    const xml = await call("POST", "/api/v1/channels", { token: org.token, body: { ...base, attributeMap: { title: { from: "name" } } } });
    expect(xml.status).toBe(422);
    expect(errorOf(xml).error.details!.map((d: { path: string }) => d.path)).toEqual(["destination.format"]);
    const noMap = await call("POST", "/api/v1/channels", { token: org.token, body: { ...base, destination: { type: "feed", format: "json" } } });
    expect(noMap.status).toBe(422);
  });

  describe("a Google Merchant feed", () => {
    let org: TestOrg;
    let channelId: string;
    const ids: Record<string, string> = {};
    // The catalogue and its synced channel, made by the first test that asks
    // (expect.poll, which waiting for the background passes uses, runs only
    // inside a test).
    let made: Promise<void> | undefined;
    const catalogue = () => (made ??= makeCatalogue());

    async function makeCatalogue() {
      org = await merchantSupplier();
      ids.good = (await createProduct(org, complete("GOOD-1"))).id;
      ids.badGtin = (await createProduct(org, complete("BAD-GTIN", { ean: "4006381333932" }))).id;
      ids.noPrice = (await createProduct(org, complete("NO-EUR", { list_price: [{ amount: 1500, currency: "USD" }] }))).id;
      ids.long = (await createProduct(org, { ...complete("LONG-1"), name: "x".repeat(151) })).id;
      ids.noBrand = (await createProduct(org, complete("NO-BRAND", { brand: null }))).id;
      const model = await call("POST", "/api/v1/products", { token: org.token, body: { ...complete("TEE"), kind: "model", familyCode: "tees" } });
      expect(model.status, JSON.stringify(model.body)).toBe(201);
      const variant = await call("POST", "/api/v1/products", { token: org.token, body: { ...complete("TEE-RED"), kind: "variant", parentId: model.body.id, attributes: { ...complete("TEE-RED").attributes, colour: "red" } } });
      expect(variant.status, JSON.stringify(variant.body)).toBe(201);
      ids.variant = variant.body.id;
      await settled(org);
      channelId = (await createChannel(org, { template: "google-merchant", destination: { type: "feed", format: "xml" } })).id;
      const patched = await call("PATCH", `/api/v1/channels/${channelId}`, {
        token: org.token,
        body: { attributeMap: { ...(await call("GET", `/api/v1/channels/${channelId}`, { token: org.token })).body.attributeMap, image_link: { ...IMAGE, required: true } } },
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      await settled(org);
      await syncAndWait(org, channelId);
    }

    it("is RSS 2.0 with the g namespace, one item per ready product, prices with two decimals and the currency, a variant grouped under its model's sku", async () => {
      await catalogue();
      const { text, type } = await feedText(org, channelId);
      expect(type).toMatch(/xml/);
      expect(XMLValidator.validate(text)).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "item" }).parse(text);
      expect(doc.rss["@_version"]).toBe("2.0");
      expect(doc.rss["@_xmlns:g"]).toBe(G);
      const items = doc.rss.channel.item as Record<string, unknown>[];
      expect(items.map((i) => i["g:id"]).sort()).toEqual(["GOOD-1", "TEE", "TEE-RED"]);
      const good = items.find((i) => i["g:id"] === "GOOD-1")!;
      expect(good).toMatchObject({ "g:title": "Tee GOOD-1", "g:price": "15.00 EUR", "g:gtin": "4006381333931", "g:availability": "in_stock", "g:brand": "Acme", "g:image_link": IMAGE.value });
      expect(good).not.toHaveProperty("g:item_group_id");
      const variant = items.find((i) => i["g:id"] === "TEE-RED")!;
      expect(variant).toMatchObject({ "g:item_group_id": "TEE", "g:color": "Red" });
    });

    it("skips what breaks a rule, naming the target and the rule, and leaves it out of the feed", async () => {
      await catalogue();
      const pub = async (id: string) => (await call("GET", `/api/v1/channels/${channelId}/publications/${id}`, { token: org.token })).body;
      const badGtin = await pub(ids.badGtin!);
      expect(badGtin.status).toBe("skipped");
      expect(badGtin.evaluation.transformErrors).toEqual([{ target: "gtin", rule: "gtin", message: "The check digit should be 1." }]);
      expect((await pub(ids.noPrice!)).evaluation.transformErrors).toEqual([{ target: "price", rule: "price", message: "no price in EUR" }]);
      expect((await pub(ids.long!)).evaluation.transformErrors).toEqual([{ target: "title", rule: "maxLength", message: expect.stringContaining("150") }]);
      expect((await pub(ids.noBrand!)).evaluation.transformErrors).toEqual([{ target: "gtin", rule: "identifiers", message: expect.stringContaining("brand") }]);
      const { text } = await feedText(org, channelId);
      for (const sku of ["BAD-GTIN", "NO-EUR", "LONG-1", "NO-BRAND"]) expect(text).not.toContain(sku);
    });

    it("has a readiness board with the problems counted by target and rule, following an edit without a sync", async () => {
      await catalogue();
      const board = await call("GET", `/api/v1/channels/${channelId}/readiness`, { token: org.token });
      expect(board.status).toBe(200);
      expect(board.body.summary).toMatchObject({ ready: 3, notReady: 4 });
      expect(board.body.summary.problems).toEqual(
        expect.arrayContaining([
          { target: "gtin", rule: "gtin", count: 1 },
          { target: "gtin", rule: "identifiers", count: 1 },
          { target: "price", rule: "price", count: 1 },
          { target: "title", rule: "maxLength", count: 1 },
        ]),
      );
      const notReady = await call("GET", `/api/v1/channels/${channelId}/readiness?status=notReady&limit=2`, { token: org.token });
      expect(notReady.body.items).toHaveLength(2);
      expect(notReady.body.items.every((i: { ready: boolean }) => !i.ready)).toBe(true);
      const rest = await call("GET", `/api/v1/channels/${channelId}/readiness?status=notReady&limit=2&cursor=${encodeURIComponent(notReady.body.nextCursor)}`, { token: org.token });
      expect([...notReady.body.items, ...rest.body.items].map((i: { sku: string }) => i.sku).sort()).toEqual(["BAD-GTIN", "LONG-1", "NO-BRAND", "NO-EUR"]);
      const item = [...notReady.body.items, ...rest.body.items].find((i: { sku: string }) => i.sku === "BAD-GTIN");
      expect(item).toEqual({ productId: ids.badGtin, sku: "BAD-GTIN", ready: false, missingRequired: [], transformErrors: [{ target: "gtin", rule: "gtin", message: expect.any(String) }] });
      const ready = await call("GET", `/api/v1/channels/${channelId}/readiness?status=ready`, { token: org.token });
      expect(ready.body.items.map((i: { sku: string }) => i.sku).sort()).toEqual(["GOOD-1", "TEE", "TEE-RED"]);

      // The search's filters list exactly the board's products.
      const blocked = await call("GET", `/api/v1/search/products?notReadyFor=${channelId}&limit=50`, { token: org.token });
      expect(blocked.status).toBe(200);
      expect(blocked.body.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["BAD-GTIN", "LONG-1", "NO-BRAND", "NO-EUR"]);
      const sendable = await call("GET", `/api/v1/search/products?readyFor=${channelId}&include=channelReadiness,thumbnail`, { token: org.token });
      expect(sendable.body.items.map((p: { sku: string }) => p.sku).sort()).toEqual(["GOOD-1", "TEE", "TEE-RED"]);
      expect(sendable.body.items[0].channelReadiness).toEqual([{ channelId, ready: true }]);
      expect(sendable.body.items[0]).toHaveProperty("thumbnailUrl");
      const facet = await call("GET", `/api/v1/search/products?facetBy=status,channelReadiness&limit=1`, { token: org.token });
      expect(facet.body.facets.map((f: { field: string }) => f.field)).toEqual(["status", "channelReadiness"]);
      expect(facet.body.facets[1].counts).toEqual([
        { value: `${channelId}:notReady`, count: 4 },
        { value: `${channelId}:ready`, count: 3 },
      ]);
      const narrowed = await call("GET", `/api/v1/search/products?q=BAD-GTIN&facetBy=channelReadiness&limit=1`, { token: org.token });
      expect(narrowed.body.facets[0].counts).toEqual([{ value: `${channelId}:notReady`, count: 1 }]);

      // A fix shows on the board once the product's own pass has run; no sync.
      const fix = await call("PATCH", `/api/v1/products/${ids.badGtin}`, { token: org.token, body: { attributes: { ean: "4006381333931" } } });
      expect(fix.status).toBe(200);
      await settled(org);
      const after = await call("GET", `/api/v1/channels/${channelId}/readiness`, { token: org.token });
      expect(after.body.summary).toMatchObject({ ready: 4, notReady: 3 });
      expect(after.body.summary.problems.find((p: { rule: string }) => p.rule === "gtin")).toBeUndefined();
    });

    it("writes Google's tab-separated form for a TSV channel", async () => {
      await catalogue();
      const tsv = await createChannel(org, { name: "Google TSV", template: "google-merchant", destination: { type: "feed", format: "tsv" } });
      await call("PATCH", `/api/v1/channels/${tsv.id}`, { token: org.token, body: { attributeMap: { id: { from: "sku" }, title: { from: "name" }, price: { from: "attributes.list_price", op: "price", currency: "EUR" } } } });
      await settled(org);
      await syncAndWait(org, tsv.id);
      const { text, type } = await feedText(org, tsv.id);
      expect(type).toMatch(/tab-separated-values/);
      const [head, ...lines] = text.trimEnd().split("\n");
      expect(head).toBe("id\ttitle\tprice\titem_group_id");
      // Required targets the map leaves out skip every product: none is sent half right.
      expect(lines).toEqual([]);
      const board = await call("GET", `/api/v1/channels/${tsv.id}/readiness`, { token: org.token });
      expect(board.body.summary.problems).toEqual(expect.arrayContaining([{ target: "link", rule: "required", count: board.body.summary.notReady }]));
    });
  });

  it("keep each organisation's board, filters and readiness to itself", async () => {
    const org = await merchantSupplier();
    await createProduct(org, complete("MINE-1"));
    await settled(org);
    const channel = await createChannel(org, { template: "google-merchant", destination: { type: "feed", format: "xml" } });
    await settled(org);
    const other = await createOrg("supplier");
    await createProduct(other, { sku: "THEIRS-1", name: "Theirs", status: "active" });
    const otherBuyer = await createOrg("buyer");

    expect((await call("GET", `/api/v1/channels/${channel.id}/readiness`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/channels/${channel.id}/readiness`, { token: otherBuyer.token })).status).toBe(404);
    for (const filter of ["readyFor", "notReadyFor"]) {
      const theirs = await call("GET", `/api/v1/search/products?${filter}=${channel.id}`, { token: other.token });
      expect(theirs.status).toBe(200);
      expect(theirs.body.items).toEqual([]);
    }
    const mine = await call("GET", `/api/v1/search/products?notReadyFor=${channel.id}&include=channelReadiness`, { token: org.token });
    expect(mine.body.items.map((p: { sku: string }) => p.sku)).toEqual(["MINE-1"]);
    const theirFacet = await call("GET", `/api/v1/search/products?facetBy=channelReadiness`, { token: other.token });
    expect(theirFacet.body.facets).toEqual([{ field: "channelReadiness", counts: [] }]);
    const theirsWithReadiness = await call("GET", `/api/v1/search/products?include=channelReadiness`, { token: other.token });
    expect(theirsWithReadiness.body.items.every((p: { channelReadiness: unknown[] }) => p.channelReadiness.length === 0)).toBe(true);
    const badId = await call("GET", `/api/v1/search/products?readyFor=not-a-uuid`, { token: org.token });
    expect(badId.status).toBe(422);
  });
});
