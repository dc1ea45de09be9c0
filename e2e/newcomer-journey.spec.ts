import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { startDestination, type Destination } from "../tests/support/destination-server";
import { PASSWORD, uniqueName } from "./support/api";
import { consoleErrors, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";
import { testPng } from "./support/png";

// Issue 17's "done when": a newcomer goes from sign-up to a product at 100%
// with an image, delivered by a channel, seen by a connected buyer and found on
// the public brand portal, through the portals alone. Every step is a click or
// a keystroke in a page; no step calls the API behind the pages' back.

// The channel's endpoint: a service outside ours that stores what it is sent.
let destination: Destination;
test.beforeAll(async () => {
  destination = await startDestination();
});
test.afterAll(async () => {
  await destination.close();
});

type Person = { organizationName: string; name: string; email: string };

// The sign-up page, filled in as a person would.
async function signUpInPortal(page: Page, person: Person, kind: "Supplier: we keep product records and media" | "Buyer: we browse our suppliers' catalogues", landing: RegExp) {
  await page.getByLabel("Organisation name").fill(person.organizationName);
  await page.getByLabel(kind).check();
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(landing);
}

const person = (organizationName: string, name: string): Person => ({ organizationName, name, email: `newcomer-${randomUUID()}@example.test` });

test("a newcomer signs up, completes a product with an image, delivers it, shares it with a buyer and publishes it on a brand portal", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  const supplier = person(uniqueName("Linden Lamps"), "Ada Linden");
  const sku = `LL-${randomUUID().slice(0, 8)}`;
  const nav = page.getByRole("navigation", { name: "Portal" });

  // Sign-up.
  await page.goto("/signup");
  await signUpInPortal(page, supplier, "Supplier: we keep product records and media", /\/producer$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, "dashboard of a new organisation");
  await snapAtWidths(page, testInfo, "newcomer dashboard");

  // An attribute in the dictionary, and a category that requires it.
  await nav.getByRole("link", { name: "Attributes" }).click();
  const attribute = page.getByRole("region", { name: "New attribute" });
  await attribute.getByLabel("Code", { exact: true }).fill("material");
  await attribute.getByLabel(/^Label \(/).fill("Material");
  await attribute.getByRole("button", { name: "Create attribute" }).click();
  await expect(page.getByRole("table", { name: "Attributes" }).getByRole("row", { name: /material/ })).toBeVisible();
  await nav.getByRole("link", { name: "Categories" }).click();
  const category = page.getByRole("form", { name: "New category" });
  await category.getByLabel("Name").fill("Table lamps");
  await category.getByRole("group", { name: "Required attributes" }).getByRole("checkbox", { name: /Material/ }).check();
  await category.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("row", { name: /^Table lamps/ })).toContainText("Material");

  // The product's image, uploaded to the library from a file.
  await nav.getByRole("link", { name: "Assets" }).click();
  await page.getByLabel("Choose files").setInputFiles({ name: "linden-lamp.png", mimeType: "image/png", buffer: await testPng(640, 480) });
  await expect(page.getByRole("list", { name: "Uploads" })).toContainText("Uploaded");

  // The product, filled until nothing is missing.
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("link", { name: "New product" }).first().click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  const completeness = page.getByTestId("completeness-en");
  await page.getByLabel("SKU").fill(sku);
  await page.getByLabel("Name", { exact: true }).fill("Linden table lamp");
  await page.getByLabel("Description", { exact: true }).fill("Turned linden wood with a linen shade.");
  await page.getByLabel("Status").selectOption("active");
  await page.getByLabel("Category").selectOption({ label: "Table lamps" });
  await expect(completeness).toContainText("Missing: Material, at least one linked image");
  await page.getByRole("button", { name: "Add required material" }).click();
  await page.getByLabel("Value of material").fill("Linden wood");
  await expect(completeness).toContainText("75%");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/producer\/products\/[0-9a-f-]{36}$/);
  const productId = page.url().split("/").pop()!;
  await page.getByLabel("Asset to link").selectOption({ label: "linden-lamp.png (image)" });
  await page.getByRole("button", { name: "Link asset" }).click();
  await expect(page.getByRole("region", { name: "Media" })).toContainText("linden-lamp.png");
  await expect(completeness).toContainText("100%");
  await expectNoAxeViolations(page, testInfo, "product at 100%");
  await snapAtWidths(page, testInfo, "newcomer product at 100 percent");
  // The background score lands on the product: the product list shows it.
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/producer\/products$/);
  const listed = page.getByRole("table", { name: "Products" }).getByRole("row", { name: new RegExp(sku) });
  await expect(async () => {
    await page.reload();
    await expect(listed).toContainText("100 · green", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // A channel to the outside endpoint, synced by hand.
  await nav.getByRole("link", { name: "Channels" }).click();
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByLabel("Channel name").fill("Shop endpoint");
  await page.getByLabel("Destination").selectOption("http");
  await page.getByLabel("Endpoint URL").fill(destination.url);
  await page.getByRole("button", { name: "Create channel" }).click();
  await expect(page.getByRole("heading", { name: "Shop endpoint" })).toBeVisible();
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("sync-run")).toContainText("Last sync completed", { timeout: 30_000 });
  const publication = page.getByRole("table", { name: "Publications of this channel" }).getByRole("row", { name: new RegExp(sku) });
  await expect(publication).toContainText("delivered");
  await expect(page.getByTestId("publication-summary")).toHaveText("By status: 1 delivered");
  const delivered = [...destination.records.values()].filter((r) => r.sku === sku);
  expect(delivered).toHaveLength(1);
  expect(destination.createdPerSku.get(sku)).toBe(1);
  await expectNoAxeViolations(page, testInfo, "channel after a sync");
  await snapAtWidths(page, testInfo, "newcomer channel delivered");

  // A buyer invited by link: a newcomer too, who signs up from the link.
  await nav.getByRole("link", { name: "Buyers" }).click();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = await page.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/connect\?token=/);
  const buyerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const buyerPage = await buyerContext.newPage();
  const buyerErrors = consoleErrors(buyerPage);
  await buyerPage.goto(link);
  await buyerPage.getByRole("link", { name: "Create a buyer organisation" }).click();
  await expect(buyerPage.getByLabel("Buyer: we browse our suppliers' catalogues")).toBeChecked();
  // Signed up, the new buyer comes back to the link, which accepts.
  await signUpInPortal(buyerPage, person(uniqueName("Corner Shop"), "Bo Buyer"), "Buyer: we browse our suppliers' catalogues", /\/connect\?token=/);
  await expect(buyerPage.getByText(`Connected to ${supplier.organizationName}.`)).toBeVisible();
  await buyerPage.getByRole("link", { name: "Open the catalogue" }).click();
  const results = buyerPage.getByRole("list", { name: "Results" });
  await expect(results).toContainText("Linden table lamp");
  const card = results.getByRole("img", { name: "Linden table lamp" });
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoAxeViolations(buyerPage, testInfo, "buyer catalogue");
  await snapAtWidths(buyerPage, testInfo, "newcomer buyer catalogue");
  expect(buyerErrors).toEqual([]);
  await buyerContext.close();

  // The brand portal, published.
  await nav.getByRole("link", { name: "Brand portals" }).click();
  await page.getByRole("button", { name: "New brand portal" }).click();
  const slug = `linden-${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Title").fill("Linden Lamps");
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Create portal" }).click();
  await expect(page.getByRole("heading", { name: "Linden Lamps", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("link", { name: `/brand/${slug}` })).toBeVisible();
  expect(errors).toEqual([]);

  // Anyone, with no session, finds it by search and opens its page.
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const publicPage = await visitor.newPage();
  const publicErrors = consoleErrors(publicPage);
  await publicPage.goto(`/brand/${slug}`);
  const search = publicPage.getByRole("search", { name: "Search products" });
  await search.getByLabel("Search").fill("linden");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(publicPage).toHaveURL(/q=linden/);
  const grid = publicPage.getByRole("list", { name: "Products" });
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(publicPage, testInfo, "brand portal search");
  await snapAtWidths(publicPage, testInfo, "newcomer brand portal search");
  await grid.getByRole("link", { name: "Linden table lamp" }).click();
  await expect(publicPage).toHaveURL(new RegExp(`/brand/${slug}/products/${productId}$`));
  await expect(publicPage.getByRole("heading", { level: 1, name: "Linden table lamp" })).toBeVisible();
  const picture = publicPage.getByRole("img", { name: "Linden table lamp", exact: true });
  // Served at the size shown: loaded, and never more than twice as wide as its box.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth <= 2 * img.clientWidth)).toBe(true);
  await expectNoAxeViolations(publicPage, testInfo, "brand portal product page");
  await snapAtWidths(publicPage, testInfo, "newcomer brand portal product");
  expect(publicErrors).toEqual([]);
  await visitor.close();
});
