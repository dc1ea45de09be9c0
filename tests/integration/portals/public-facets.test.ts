import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { createPortal, publicGet, publish } from "./support";

const category = async (token: string, name: string) => (await call("POST", "/api/v1/categories", { token, body: { name } })).body;

// A family with two select axes, a model and its variants.
async function modelWithVariants(org: TestOrg, variants: { sku: string; colour: string; size: string; status: string }[], modelStatus = "active") {
  const option = (code: string, label: string) => ({ code, labels: { en: label, "de-DE": `${label} (de)` } });
  await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "colour", type: "select", labels: { en: "Colour", "de-DE": "Farbe" }, options: [option("red", "Red"), option("blue", "Blue")] } });
  await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "size", type: "select", labels: { en: "Size" }, options: [option("s", "S"), option("m", "M")] } });
  await call("POST", "/api/v1/families", { token: org.token, body: { code: "tees", labels: { en: "Tees" }, attributes: ["colour", "size"], variantAxes: ["colour", "size"] } });
  const model = await createProduct(org, { sku: "TEE", name: "Harbour tee", kind: "model", familyCode: "tees", status: modelStatus, tags: ["q3-review"] });
  const made = [];
  for (const v of variants) made.push(await createProduct(org, { sku: v.sku, parentId: model.id, status: v.status, attributes: { colour: v.colour, size: v.size } }));
  return { model, variants: made };
}

const cards = (html: string) => html.match(/<li class="product-card">/g)?.length ?? 0;

// The brand portal's publicFacets setting (docs/api.md, "Brand portals") and
// what the public pages show of it.
describe("brand portal public facets", () => {
  it("defaults to category only, is replaced as a whole on PATCH, and refuses unknown facets", async () => {
    const org = await createOrg();
    const portal = await createPortal(org);
    expect(portal.publicFacets).toEqual(["category"]);
    const both = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { publicFacets: ["tags", "category", "tags"] } });
    expect(both.status).toBe(200);
    expect(both.body.publicFacets).toEqual(["category", "tags"]);
    const none = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { publicFacets: [] } });
    expect(none.body.publicFacets).toEqual([]);
    expect((await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { title: "Kept" } })).body.publicFacets).toEqual([]);
    const bad = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { publicFacets: ["price"] } });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details?.[0]?.path).toBe("publicFacets.0");
    const created = await createPortal(org, { publicFacets: ["tags"] });
    expect(created.publicFacets).toEqual(["tags"]);
  });

  it("cannot be read or changed by another organisation", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg()]);
    const portal = await createPortal(org, { publicFacets: ["category"] });
    expect((await call("GET", `/api/v1/brand-portals/${portal.id}`, { token: other.token })).status).toBe(404);
    const patch = await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: other.token, body: { publicFacets: ["category", "tags"] } });
    expect(patch.status).toBe(404);
    expect(errorOf(patch).error.code).toBe("NOT_FOUND");
    expect((await call("GET", `/api/v1/brand-portals/${portal.id}`, { token: org.token })).body.publicFacets).toEqual(["category"]);
  });

  it("keeps tags off the public pages until the brand publishes them, and ignores a tag in the address meanwhile", async () => {
    const org = await createOrg();
    const chairs = await category(org.token, "Chairs");
    const chair = await createProduct(org, { sku: "OAK-1", name: "Oak chair", status: "active", categoryId: chairs.id, tags: ["q3-review"] });
    await createProduct(org, { sku: "ASH-1", name: "Ash chair", status: "active", categoryId: chairs.id, tags: ["clearance"] });
    const portal = await createPortal(org);
    await publish(org, portal.id);

    const page = await publicGet(portal.publicUrl);
    expect(page.body).toContain(`<option value="${chairs.id}">Chairs (2)</option>`);
    for (const tag of ["q3-review", "clearance", 'name="tag"']) expect(page.body).not.toContain(tag);
    expect(cards((await publicGet(`${portal.publicUrl}?tag=clearance`)).body)).toBe(2);
    expect((await publicGet(`${portal.publicUrl}/products/${chair.id}`)).body).not.toContain("q3-review");

    await call("PATCH", `/api/v1/brand-portals/${portal.id}`, { token: org.token, body: { publicFacets: ["tags"] } });
    const tagged = await publicGet(portal.publicUrl);
    expect(tagged.body).toContain(`<option value="clearance">clearance (1)</option>`);
    expect(tagged.body).not.toContain('name="category"');
    expect(cards((await publicGet(`${portal.publicUrl}?tag=clearance`)).body)).toBe(1);
    // A category is no longer a published filter: the address cannot narrow by it.
    const other = await category(org.token, "Tables");
    expect(cards((await publicGet(`${portal.publicUrl}?category=${other.id}`)).body)).toBe(2);
    expect((await publicGet(`${portal.publicUrl}/products/${chair.id}`)).body).toContain("q3-review");
  });

  it("shows one card per model with the count of its active variants, and a picker of their axis values", async () => {
    const org = await createOrg();
    const { model, variants } = await modelWithVariants(org, [
      { sku: "TEE-RS", colour: "red", size: "s", status: "active" },
      { sku: "TEE-RM", colour: "red", size: "m", status: "active" },
      { sku: "TEE-BM", colour: "blue", size: "m", status: "active" },
      { sku: "TEE-BS", colour: "blue", size: "s", status: "draft" },
    ]);
    await createProduct(org, { sku: "CAP", name: "Harbour cap", status: "active" });
    const portal = await createPortal(org);
    await publish(org, portal.id);

    const grid = await publicGet(portal.publicUrl);
    expect(cards(grid.body)).toBe(2);
    expect(grid.body).toContain("2 products");
    expect(grid.body).toContain("3 variants");
    for (const v of variants) expect(grid.body).not.toContain(v.sku);

    const page = await publicGet(`${portal.publicUrl}/products/${variants[1]!.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('aria-label="Variants"');
    expect(page.body).toContain(`href="/brand/${portal.slug}/products/${variants[1]!.id}" aria-current="true">Red</a>`);
    expect(page.body).toContain(`href="/brand/${portal.slug}/products/${variants[2]!.id}">Blue</a>`);
    expect(page.body).toContain(`A variant of <a href="/brand/${portal.slug}/products/${model.id}">Harbour tee</a>`);
    // The draft variant is neither linked nor served.
    expect(page.body).not.toContain(variants[3]!.id);
    expect((await publicGet(`${portal.publicUrl}/products/${variants[3]!.id}`)).status).toBe(404);
    expect((await publicGet(`${portal.publicUrl}/products/${model.id}`)).body).toContain(`>S</a>`);
  });

  it("hides a draft model's whole line, its active variants included", async () => {
    const org = await createOrg();
    const { model, variants } = await modelWithVariants(org, [{ sku: "TEE-RS", colour: "red", size: "s", status: "active" }], "draft");
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const grid = await publicGet(portal.publicUrl);
    expect(cards(grid.body)).toBe(0);
    expect(grid.body).toContain("No products here yet.");
    for (const id of [model.id, variants[0]!.id]) {
      expect((await publicGet(`${portal.publicUrl}/products/${id}`)).status).toBe(404);
      expect((await publicGet(`${portal.publicUrl}/products/${id}/image?w=320`)).status).toBe(404);
    }
  });

  it("switches the language among the supplier's enabled locales, and ignores any other", async () => {
    const org = await createOrg();
    expect((await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } })).status).toBe(200);
    const lamp = await createProduct(org, { sku: "L-1", name: "Desk lamp", status: "active", localized: { "de-DE": { name: "Schreibtischlampe" } } });
    const portal = await createPortal(org);
    await publish(org, portal.id);
    const english = await publicGet(portal.publicUrl);
    expect(english.body).toContain("Desk lamp");
    expect(english.body).toContain('aria-label="Language"');
    expect(english.body).toContain(`href="/brand/${portal.slug}?lang=de-DE"`);
    const german = await publicGet(`${portal.publicUrl}?lang=de-DE`);
    expect(german.body).toContain("Schreibtischlampe");
    expect(german.body).toContain(`/brand/${portal.slug}/products/${lamp.id}?lang=de-DE`);
    expect((await publicGet(`${portal.publicUrl}/products/${lamp.id}?lang=de-DE`)).body).toContain("<h1>Schreibtischlampe</h1>");
    // fr is not enabled: the supplier's default is shown.
    expect((await publicGet(`${portal.publicUrl}?lang=fr`)).body).toContain("Desk lamp");
  });
});
