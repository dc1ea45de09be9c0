import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { clientAddressHeader, createOrg } from "../../support/fixtures";
import { readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { createProduct } from "../../support/catalog";
import { db } from "../../../lib/db/client";
import { windowOf } from "../../../lib/http/rate-limit";
import { createPortal, publicGet, publish } from "./support";

const image = async (token: string) => readyAsset({ token }, { filename: "p.png", mimeType: "image/png", assetType: "image", bytes: await photo(40, 30, "png") });
const category = async (token: string, name: string) => (await call("POST", "/api/v1/categories", { token, body: { name } })).body;

// /brand/{slug}?q=&category=&tag= and /brand/{slug}/products/{id}: only the
// portal's published, public products, bounded and rate limited.
describe("public brand portal search and product pages", () => {
  it("searches by text, category and tag inside the portal's filter only", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    const chairs = await category(org.token, "Chairs");
    const tables = await category(org.token, "Tables");
    await createProduct(org, { sku: "OAK-1", name: "Oak chair", status: "active", categoryId: chairs.id, tags: ["oak", "shop"] });
    await createProduct(org, { sku: "ASH-1", name: "Ash chair", status: "active", categoryId: chairs.id, tags: ["ash", "shop"] });
    await createProduct(org, { sku: "OAK-2", name: "Oak table", status: "active", categoryId: tables.id, tags: ["oak", "shop"] });
    await createProduct(org, { sku: "OAK-3", name: "Oak stool draft", status: "draft", categoryId: chairs.id, tags: ["oak", "shop"] });
    await createProduct(org, { sku: "OAK-4", name: "Oak bench unlisted", status: "active", categoryId: chairs.id, tags: ["oak"] });
    await createProduct(other, { sku: "OAK-9", name: "Oak chair elsewhere", status: "active", tags: ["oak", "shop"] });
    const portal = await createPortal(org, { productFilter: { tags: ["shop"] }, publicFacets: ["category", "tags"] });
    await publish(org, portal.id);
    const titles = (html: string) => [...html.matchAll(/<h2><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map((m) => m[1]).sort();

    const all = await publicGet(portal.publicUrl);
    expect(titles(all.body)).toEqual(["Ash chair", "Oak chair", "Oak table"]);
    // The filters offer what the portal holds, with counts.
    expect(all.body).toContain(`<option value="${chairs.id}">Chairs (2)</option>`);
    expect(all.body).toContain(`<option value="oak">oak (2)</option>`);
    expect(all.body).not.toContain("Oak stool draft");

    expect(titles((await publicGet(`${portal.publicUrl}?q=oak`)).body)).toEqual(["Oak chair", "Oak table"]);
    expect(titles((await publicGet(`${portal.publicUrl}?q=oak&category=${chairs.id}`)).body)).toEqual(["Oak chair"]);
    expect(titles((await publicGet(`${portal.publicUrl}?tag=ash`)).body)).toEqual(["Ash chair"]);
    const none = await publicGet(`${portal.publicUrl}?q=elsewhere`);
    expect(titles(none.body)).toEqual([]);
    expect(none.body).toContain("No products match this search.");
    // A sku prefix finds the product as on the grid and the buyer catalogue: "00" is no word of CITY-001.
    await createProduct(org, { sku: "CITY-001", name: "City lamp", status: "active", tags: ["shop"] });
    expect(titles((await publicGet(`${portal.publicUrl}?q=CITY-00`)).body)).toEqual(["City lamp"]);
    // A category outside the portal's filter narrows to nothing rather than widening it.
    const narrowed = await createPortal(org, { productFilter: { categoryIds: [tables.id] } });
    await publish(org, narrowed.id);
    expect(titles((await publicGet(`${narrowed.publicUrl}?category=${chairs.id}`)).body)).toEqual([]);
  });

  it("bounds what a visitor sends and never answers a server error for it", async () => {
    const org = await createOrg();
    await createProduct(org, { name: "Lamp", status: "active" });
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const long = await publicGet(`${portal.publicUrl}?q=${"x".repeat(201)}`);
    expect(long.status).toBe(200);
    expect(long.body).toContain("Search text is limited to 200 characters.");
    expect(long.body).toContain("Lamp");
    const bad = await publicGet(`${portal.publicUrl}?category=nope&tag=${"t".repeat(101)}&after=forged`);
    expect(bad.status).toBe(200);
    expect(bad.body).toContain("Choose a category from the list.");
    expect((await publicGet(`${portal.publicUrl}?q=a&q=b&after=${"z".repeat(600)}`)).status).toBe(200);
  });

  it("pages through the search with a link bound to it", async () => {
    const org = await createOrg();
    const items = Array.from({ length: 50 }, (_, i) => ({ sku: `PG-${String(i).padStart(2, "0")}`, name: `Paged lamp ${i}`, status: "active", tags: i < 49 ? ["lamp"] : [] }));
    expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
    const portal = await createPortal(org, { publicFacets: ["tags"] });
    await publish(org, portal.id);
    const first = await publicGet(`${portal.publicUrl}?tag=lamp`);
    const next = /href="(\/brand\/[^"]+after=[^"]+)"/.exec(first.body)?.[1]?.replaceAll("&amp;", "&");
    expect(next).toContain("tag=lamp");
    const second = await publicGet(next!);
    expect(second.body.match(/<li class="product-card">/g)).toHaveLength(1);
    expect(second.body).not.toContain("More products");
  });

  it("shows a product page with its images and labelled attributes, and 404 for drafts and other organisations' products", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    await call("POST", "/api/v1/attributes", {
      token: org.token,
      body: { code: "finish", type: "select", labels: { en: "Finish" }, options: [{ code: "oiled", labels: { en: "Hand oiled" } }] },
    });
    const [front, back] = [await image(org.token), await image(org.token)];
    const chair = await createProduct(org, { name: "Oak chair", description: "Solid oak.", status: "active", attributes: { finish: "oiled", legacy_ref: "A7" }, tags: ["oak"] });
    await call("PUT", `/api/v1/products/${chair.id}/assets`, { token: org.token, body: { assetIds: [front, back] } });
    const draft = await createProduct(org, { name: "Secret prototype", status: "draft" });
    const foreign = await createProduct(other, { name: "Not theirs", status: "active" });
    const portal = await createPortal(org);
    await publish(org, portal.id);

    const page = await publicGet(`${portal.publicUrl}/products/${chair.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1>Oak chair</h1>");
    expect(page.body).toContain("<dt>Finish</dt><dd>Hand oiled</dd>");
    expect(page.body).toContain("<dt>legacy_ref</dt><dd>A7</dd>");
    expect(page.body).not.toMatch(/quality|draft/i);
    for (const assetId of [front, back]) {
      const path = `${portal.publicUrl}/products/${chair.id}/images/${assetId}`;
      expect(page.body).toMatch(new RegExp(`src="${path}\\?w=\\d+"`));
      const redirect = await publicGet(`${path}?w=320`);
      expect(redirect.status).toBe(302);
      expect((await fetch(redirect.headers.get("location")!)).status).toBe(200);
    }
    // An image of another product, or of another organisation, is not served through this one.
    const stranger = await image(other.token);
    expect((await publicGet(`${portal.publicUrl}/products/${chair.id}/images/${stranger}`)).status).toBe(404);

    for (const id of [draft.id, foreign.id, "not-a-uuid"]) expect((await publicGet(`${portal.publicUrl}/products/${id}`)).status).toBe(404);
    const otherPortal = await createPortal(other);
    await publish(other, otherPortal.id);
    expect((await publicGet(`${otherPortal.publicUrl}/products/${chair.id}`)).status).toBe(404);
    await call("POST", `/api/v1/brand-portals/${portal.id}/unpublish`, { token: org.token });
    expect((await publicGet(`${portal.publicUrl}/products/${chair.id}`)).status).toBe(404);
  });

  it("rate limits each address on pages and images", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { name: "Lamp", status: "active" });
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const headers = clientAddressHeader();
    const address = headers["x-forwarded-for"];
    const now = Date.now();
    for (const window of [windowOf(now), windowOf(now + 60_000)]) {
      await db.$executeRaw`INSERT INTO rate_limit_windows (key, "window", count) VALUES (${`public:${address}`}, ${window}::bigint, 600)`;
    }
    const page = await call("GET", portal.publicUrl, { headers });
    expect(page.body).toContain("Too many requests");
    expect(page.body).not.toContain("Lamp");
    const media = await call("GET", `${portal.publicUrl}/products/${product.id}/image`, { headers });
    expect(media.status).toBe(429);
    expect(Number(media.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is served.
    expect((await call("GET", portal.publicUrl, { headers: clientAddressHeader() })).body).toContain("Lamp");
  });
});
