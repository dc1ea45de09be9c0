import { readFile } from "node:fs/promises";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { api, signUp, uploadImage } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { axeScan } from "./support/page-checks";
import { testPng } from "./support/png";

// No serious or critical axe finding at either width.
async function axeAtWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const scan = await axeScan(page, testInfo, `${name} at ${width} px`);
    expect(scan.serious, `${name} at ${width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

// A supplier's way to Google Shopping: a channel made from the Google
// Merchant Center template, its proposed map reviewed (sources picked by
// name), the products that are not ready found from the readiness board,
// fixed in the editor, synced, and the XML feed read back.
test("a Google Merchant channel from its template: the proposed map, the readiness board, fixes in the editor, the XML feed", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const supplier = await signUp(request, "supplier");
  const attribute = (body: object) => api(request, supplier, "POST", "/api/v1/attributes", body);
  await attribute({ code: "brand", type: "text", labels: { en: "Brand" } });
  await attribute({ code: "gtin", type: "gtin", labels: { en: "GTIN" } });
  await attribute({ code: "web_address", type: "url", labels: { en: "Shop page" } });
  await attribute({ code: "price", type: "price", labels: { en: "Price" } });
  await attribute({
    code: "availability",
    type: "select",
    labels: { en: "Availability" },
    options: [
      { code: "in_stock", labels: { en: "In stock" } },
      { code: "out_of_stock", labels: { en: "Out of stock" } },
    ],
  });
  await api(request, supplier, "POST", "/api/v1/families", { code: "lamps", labels: { en: "Lamps" }, attributes: ["brand", "gtin", "web_address", "price", "availability"] });
  await api(request, supplier, "POST", "/api/v1/rendition-presets", { name: "Square 800", ops: [{ op: "resize", width: 800, height: 800, fit: "cover" }] });
  const picture = await uploadImage(request, supplier, await testPng(640, 480), "lamp.png");
  const product = async (sku: string, name: string, attributes: Record<string, unknown>) => {
    const made = await api(request, supplier, "POST", "/api/v1/products", { sku, name, description: `${name}, made in Bergen.`, status: "active", familyCode: "lamps", attributes });
    await api(request, supplier, "PUT", `/api/v1/products/${made.id}/assets`, { assetIds: [picture] });
    return made.id as string;
  };
  const common = { availability: "in_stock", price: [{ amount: 4900, currency: "EUR" }] };
  await product("LAMP-1", "Desk lamp", { ...common, brand: "Fjord", gtin: "4006381333931", web_address: "https://shop.example/lamp-1" });
  const floor = await product("LAMP-2", "Floor lamp", { ...common, web_address: "https://shop.example/lamp-2" });
  const wall = await product("LAMP-3", "Wall lamp", { availability: "in_stock", brand: "Fjord", gtin: "96385074", web_address: "https://shop.example/lamp-3" });

  // A new channel from the template: no map to write, the feed in XML.
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Channels" }).click();
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByRole("radio", { name: "The Google Merchant Center template" }).check();
  await page.getByLabel("Channel name").fill("Google Shopping");
  await expect(page.getByLabel("Feed format")).toHaveValue("xml");
  await expect(page.getByText("The map is proposed from your attribute dictionary")).toBeVisible();
  await snapAtWidths(page, testInfo, "channel from a template");
  await page.getByRole("button", { name: "Create channel" }).click();

  // The proposed map, open for review: one row per target, sources by name.
  await expect(page.getByRole("heading", { name: "Google Shopping" })).toBeVisible();
  const map = page.getByRole("group", { name: /Map for Google Merchant Center/ });
  await expect(map).toBeVisible();
  // Compact: every target of the template on one short row.
  const height = await map.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  testInfo.annotations.push({ type: "map height at 1440 px", description: `${height} px` });
  expect(height).toBeLessThan(2000);
  await expect(map.getByLabel("Source of brand")).toHaveValue("attributes.brand");
  await expect(map.getByLabel("Source of price")).toHaveValue("attributes.price");
  await expect(map.getByLabel("How price is filled")).toHaveValue("price");
  await expect(map.getByLabel("Currency of price")).toHaveValue("EUR");
  await expect(map.getByLabel("Source of link")).toHaveValue("");
  await map.getByLabel("Source of link").selectOption({ label: "Shop page" });
  await map.getByLabel("Source of condition").selectOption({ label: "A fixed value…" });
  await map.getByLabel("Fixed value of condition").selectOption("new");
  await expect(map.getByRole("group", { name: "Target image_link" })).toContainText("Required");
  await expect(map.getByRole("group", { name: "Target title" })).toContainText("at most 150 characters");
  await expect(map.getByLabel("Source of image_link").locator("option", { hasText: "Square 800" })).toHaveCount(1);
  await snapAtWidths(page, testInfo, "template map editor", { show: map.getByRole("group", { name: "Target price" }), fullPage: false });
  await axeAtWidths(page, testInfo, "template map editor");
  await page.getByRole("button", { name: "Save channel" }).click();
  await expect(map).toBeHidden();

  // The board: what blocks the two products that are not ready.
  await expect(page.getByTestId("board-ready")).toHaveText("1", { timeout: 20_000 });
  await expect(page.getByTestId("board-not-ready")).toHaveText("2");
  const blocks = page.getByRole("table", { name: "What blocks products, by target and rule" });
  await expect(blocks.getByRole("row", { name: /gtin needs a brand and a GTIN or MPN/ })).toContainText("1 product");
  await expect(blocks.getByRole("row", { name: /price no valid price in the currency/ })).toContainText("1 product");
  await expect(page.getByRole("list", { name: "Products not ready" })).toContainText("LAMP-2");
  await snapAtWidths(page, testInfo, "readiness board");
  await axeAtWidths(page, testInfo, "readiness board");

  // The grid, filtered to what is not ready, with the channel as a column.
  await blocks.getByRole("link", { name: /with gtin: needs a brand/ }).click();
  await expect(page).toHaveURL(/notReadyFor=/);
  const notReady = page.url();
  await expect(page.getByRole("list", { name: "Channel filters" })).toContainText("Not ready for Google Shopping");
  const grid = page.getByRole("table", { name: /Products/ });
  await expect(grid.getByRole("row")).toHaveCount(3);
  const facet = page.getByRole("group", { name: "Channel: Google Shopping" });
  await expect(facet.getByRole("checkbox", { name: "Not ready" })).toBeChecked();
  await expect(facet.getByRole("listitem").filter({ hasText: "Not ready" })).toContainText("2");
  await expect(facet.getByRole("listitem").filter({ hasText: /^Ready/ })).toContainText("1");
  await page.locator("summary", { hasText: "Columns" }).click();
  await page.getByRole("group", { name: "Channel readiness" }).getByRole("checkbox", { name: "Ready for Google Shopping" }).check();
  for (const field of ["Category", "Updated"]) await page.getByRole("group", { name: "Show columns" }).getByRole("checkbox", { name: field }).uncheck();
  await page.locator("summary", { hasText: "Columns" }).click();
  await expect(grid.getByRole("columnheader", { name: "Ready for Google Shopping" })).toBeVisible();
  await expect(grid.getByRole("row", { name: /LAMP-2/ })).toContainText("Not ready");
  await snapAtWidths(page, testInfo, "grid of products not ready for a channel");
  await axeAtWidths(page, testInfo, "grid filtered by channel readiness");

  // Fixed in the editor: its channel section names the rule each one breaks.
  await grid.getByRole("link", { name: "LAMP-2" }).click();
  await expect(page).toHaveURL(new RegExp(floor));
  const channels = page.getByRole("region", { name: "Channels" });
  await expect(channels).toContainText("gtin needs a brand and a GTIN or MPN");
  await page.getByLabel("Brand", { exact: true }).fill("Fjord");
  await page.getByLabel("GTIN", { exact: true }).fill("4006381333948");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  await expect(channels.getByText("Ready", { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.goto(`/producer/products/${wall}`);
  await expect(channels).toContainText("price no valid price in the currency");
  await page.getByLabel("Currency to add to Price").fill("EUR");
  await page.getByRole("button", { name: "Add currency" }).click();
  await page.getByLabel("Price in EUR").fill("39.00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  await expect(channels.getByText("Ready", { exact: true })).toBeVisible({ timeout: 20_000 });

  // Nothing left: the filtered grid says so; without the chip every product is ready.
  await page.goto(notReady);
  await expect(page.getByText("Nothing left to fix")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Remove the filter Not ready for Google Shopping" }).click();
  await expect(page).not.toHaveURL(/notReadyFor=/);
  await expect(grid.getByRole("row")).toHaveCount(4);
  await expect(grid.getByText("Not ready", { exact: true })).toHaveCount(0);
  await expect(facet.getByRole("listitem").filter({ hasText: /^Ready/ })).toContainText("3");

  // Synced, then the feed: Google's RSS 2.0 with the g namespace, one item per product.
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Channels" }).click();
  await page.getByRole("link", { name: "Google Shopping" }).click();
  await expect(page.getByTestId("board-ready")).toHaveText("3", { timeout: 20_000 });
  await expect(page.getByText("Nothing: every active product meets the template's rules.")).toBeVisible();
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("sync-run")).toContainText("Last sync completed", { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download feed" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(await readFile((await download.path())!, "utf8"));
  expect(xml.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  const items = [xml.rss.channel.item].flat() as Record<string, unknown>[];
  expect(items.map((i) => i["g:id"]).sort()).toEqual(["LAMP-1", "LAMP-2", "LAMP-3"]);
  const byId = new Map(items.map((i) => [i["g:id"], i]));
  expect(byId.get("LAMP-2")).toMatchObject({ "g:brand": "Fjord", "g:condition": "new", "g:price": "49.00 EUR", "g:availability": "in_stock", "g:link": "https://shop.example/lamp-2" });
  expect(String(byId.get("LAMP-2")!["g:gtin"])).toBe("4006381333948");
  expect(byId.get("LAMP-3")).toMatchObject({ "g:price": "39.00 EUR" });
  expect(String(byId.get("LAMP-3")!["g:image_link"])).toMatch(/^https?:\/\//);
  await snapAtWidths(page, testInfo, "readiness board after the fixes and a sync");
  await axeAtWidths(page, testInfo, "channel page after a sync");
  expect(errors).toEqual([]);
});
