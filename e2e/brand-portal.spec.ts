import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, signUp, uniqueName, uploadImage } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan, fileWidth } from "./support/page-checks";
import { testPng } from "./support/png";

test("publish a brand portal and open it without a session", async ({ page, request, browser }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Alder & Oak"));
  const logo = await uploadImage(request, supplier, await testPng(200, 200), "alder-logo.png");
  const picture = await uploadImage(request, supplier, await testPng(480, 360), "chair.png");
  const chair = await api(request, supplier, "POST", "/api/v1/products", { sku: "CH-1", name: "Oak chair", description: "Solid oak, oiled.", status: "active", tags: ["furniture"] });
  await api(request, supplier, "PUT", `/api/v1/products/${chair.id}/assets`, { assetIds: [picture] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "CH-2", name: "Unfinished stool", status: "draft", tags: ["furniture"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "LMP", name: "Brass lamp", status: "active", tags: ["lighting"] });

  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Brand portals" }).click();
  await page.getByRole("button", { name: "New brand portal" }).click();
  const slug = `alder-${Date.now()}`;
  await page.getByLabel("Title").fill("Alder & Oak furniture");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Logo").selectOption({ label: "alder-logo.png" });
  await page.getByLabel("Tags").fill("furniture");
  await page.getByRole("button", { name: "Create portal" }).click();
  await expect(page.getByRole("heading", { name: "Alder & Oak furniture" })).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("link", { name: `/brand/${slug}` })).toBeVisible();
  await snap(page, testInfo, "brand portal editor, published");
  expect(logo).toBeTruthy();

  // Anyone: a fresh context with no cookies, on a phone-sized screen.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await visitor.newPage();
  const errors = consoleErrors(phone);
  const response = await phone.goto(`/brand/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(phone.getByRole("heading", { level: 1, name: "Alder & Oak furniture" })).toBeVisible();
  const logoImg = phone.getByRole("img", { name: `${supplier.organizationName} logo` });
  // A 128 px copy for a 64 px box, never the 200 px original.
  await expect.poll(() => fileWidth(logoImg)).toBe(128);
  const grid = phone.getByRole("list", { name: "Products" });
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid).toContainText("Oak chair");
  // A 480 px copy for a 350 px card (the source is 480 px: never enlarged).
  await expect.poll(() => fileWidth(grid.getByRole("img", { name: "Oak chair" }))).toBe(480);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await testInfo.attach("public brand portal on a phone", { body: await phone.screenshot({ fullPage: true }), contentType: "image/png" });

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Not published")).toBeVisible();
  expect((await phone.goto(`/brand/${slug}`))?.status()).toBe(404);
  await visitor.close();
});

test("a visitor searches a brand portal, filters by category and tag, and opens a product page", async ({ browser, request }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Fjord Lighting"));
  const other = await signUp(request, "supplier");
  const lamps = await api(request, supplier, "POST", "/api/v1/categories", { name: "Lamps" });
  const shades = await api(request, supplier, "POST", "/api/v1/categories", { name: "Shades" });
  await api(request, supplier, "POST", "/api/v1/attributes", { code: "wattage", type: "number", labels: { en: "Wattage (W)" } });
  await api(request, supplier, "POST", "/api/v1/attributes", { code: "finish", type: "select", labels: { en: "Finish" }, options: [{ code: "brass", labels: { en: "Brushed brass" } }] });
  const lamp = await api(request, supplier, "POST", "/api/v1/products", {
    sku: "FJ-DESK",
    name: "Desk lamp",
    description: "An adjustable arm and a warm light.",
    status: "active",
    categoryId: lamps.id,
    tags: ["desk", "brass"],
    attributes: { wattage: 40, finish: "brass" },
  });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "FJ-FLOOR", name: "Floor lamp", status: "active", categoryId: lamps.id, tags: ["floor"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "FJ-SHADE", name: "Linen shade", status: "active", categoryId: shades.id, tags: ["desk"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "FJ-PROTO", name: "Prototype lamp", status: "draft", categoryId: lamps.id, tags: ["desk"] });
  await api(request, other, "POST", "/api/v1/products", { sku: "OT-1", name: "Another maker's lamp", status: "active", tags: ["desk"] });
  const front = await uploadImage(request, supplier, await testPng(640, 480), "desk-lamp.png");
  const side = await uploadImage(request, supplier, await testPng(320, 240), "desk-lamp-side.png");
  await api(request, supplier, "PUT", `/api/v1/products/${lamp.id}/assets`, { assetIds: [front, side] });
  const slug = `fjord-${Date.now()}`;
  const portal = await api(request, supplier, "POST", "/api/v1/brand-portals", { slug, title: "Fjord lights", branding: { primaryColor: "#1a5fb4" }, publicFacets: ["category", "tags"] });
  await api(request, supplier, "POST", `/api/v1/brand-portals/${portal.id}/publish`);

  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await visitor.newPage();
  const errors = consoleErrors(page);
  await page.goto(`/brand/${slug}`);
  const grid = page.getByRole("list", { name: "Products" });
  await expect(grid.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Prototype lamp")).toHaveCount(0);
  await expect(page.getByText("Another maker's lamp")).toHaveCount(0);

  const search = page.getByRole("search", { name: "Search products" });
  await search.getByLabel("Search").fill("lamp");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=lamp/);
  await expect(grid.getByRole("listitem")).toHaveCount(2);
  await search.getByLabel("Category").selectOption({ label: "Lamps (2)" });
  await search.getByLabel("Tag").selectOption("desk");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid).toContainText("Desk lamp");
  await portalChecks(page, testInfo, "brand portal search with filters");

  await grid.getByRole("link", { name: "Desk lamp" }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${slug}/products/${lamp.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Desk lamp" })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByRole("term")).toHaveText(["Finish", "Wattage (W)"]);
  await expect(details.getByRole("definition")).toHaveText(["Brushed brass", "40"]);
  const main = page.getByRole("img", { name: "Desk lamp", exact: true });
  // Sized copies: the main image fills half of 1440 px (a 640 px source is not enlarged), a thumbnail 96 px.
  await expect.poll(() => fileWidth(main)).toBe(640);
  await expect.poll(() => fileWidth(page.getByRole("img", { name: "Desk lamp, image 2" }))).toBe(128);
  await portalChecks(page, testInfo, "brand portal product page");

  await page.getByRole("link", { name: "brass" }).click();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(1);
  expect(errors).toEqual([]);
  await visitor.close();
});

// axe with no violation and no sideways scroll, at a desktop and a phone width, with a screenshot of each.
async function portalChecks(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const axe = await axeScan(page, testInfo, `${name} at ${width} px`);
    expect(axe.violations, JSON.stringify(axe)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snap(page, testInfo, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
