import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, connect, signUp, uniqueName, uploadImage } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan, fileWidth } from "./support/page-checks";
import { testPng } from "./support/png";

// Each page at a desktop and a phone width: axe finds nothing, nothing scrolls sideways.
async function checkWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const axe = await axeScan(page, testInfo, `${name} at ${width} px`);
    expect(axe.violations, JSON.stringify(axe)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snap(page, testInfo, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a buyer browses image cards, reads labelled attributes, and exports a chosen set", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Birch Works"));
  const stranger = await signUp(request, "supplier");
  const buyer = await signUp(request, "buyer");
  await api(request, supplier, "POST", "/api/v1/attributes", { code: "finish", type: "select", labels: { en: "Finish" }, options: [{ code: "oiled", labels: { en: "Hand oiled" } }] });
  await api(request, supplier, "POST", "/api/v1/attributes", { code: "weight", type: "metric", unit: "weight", labels: { en: "Weight" } });
  const chair = await api(request, supplier, "POST", "/api/v1/products", {
    sku: "BW-CHAIR",
    name: "Birch chair",
    description: "Steam-bent birch.",
    status: "active",
    tags: ["seating"],
    attributes: { finish: "oiled", weight: { amount: 4.5, unit: "kg" } },
  });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "BW-STOOL", name: "Birch stool", status: "active", tags: ["seating"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "BW-TABLE", name: "Birch table", status: "active", tags: ["tables"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "BW-DRAFT", name: "Birch prototype", status: "draft" });
  await api(request, stranger, "POST", "/api/v1/products", { sku: "XX-1", name: "Someone else's chair", status: "active" });
  const picture = await uploadImage(request, supplier, await testPng(800, 600), "birch-chair.png");
  const preset = await api(request, supplier, "POST", "/api/v1/rendition-presets", { name: "card", ops: [{ op: "resize", width: 400, height: 300 }] });
  await api(request, supplier, "POST", `/api/v1/assets/${picture}/renditions`, { presetId: preset.id });
  await api(request, supplier, "PUT", `/api/v1/products/${chair.id}/assets`, { assetIds: [picture] });
  await connect(request, supplier, buyer);

  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, buyer, /\/buyer$/);
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Birch prototype")).toHaveCount(0);
  await expect(page.getByText("Someone else's chair")).toHaveCount(0);
  // The card shows a 320 px copy for its 288 px box (never the 800 px original), and the placeholder picture where there is no image.
  const card = results.getByRole("img", { name: "Birch chair" });
  await expect.poll(() => fileWidth(card), { timeout: 15_000 }).toBe(320);
  expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[^/?]+\?w=320$/);
  await expect(results.locator('img[src$="product-placeholder.svg"]')).toHaveCount(2);
  // The search lives in the address: a reload keeps it.
  await page.getByRole("group", { name: "Tags" }).getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/\?tags=seating$/);
  await page.reload();
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Clear all filters" }).click();
  await expect(results.getByRole("listitem")).toHaveCount(3);
  await expect(page).toHaveURL(/\/buyer$/);
  // The supplier's quality score is not for buyers.
  await expect(page.getByRole("group", { name: "Quality band" })).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(/quality|not scored/i);
  await checkWidths(page, testInfo, "buyer catalogue with image cards");

  await results.getByLabel("Select Birch chair").check();
  await results.getByLabel("Select Birch table").check();
  await expect(page.getByText("2 products selected.")).toBeVisible();
  // The selection outlives a search.
  await page.getByLabel("Search the catalogue").fill("stool");
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("2 products selected.")).toBeVisible();
  await page.getByRole("button", { name: "Export selected as CSV" }).click();
  const download = page.getByRole("link", { name: "Download products.csv" });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await snap(page, testInfo, "selection exported");
  const csv = await (await request.get((await download.getAttribute("href"))!)).text();
  const skus = csv.trim().split(/\r?\n/).slice(1).map((line) => line.split(",")[0]).sort();
  expect(skus).toEqual(["BW-CHAIR", "BW-TABLE"]);
  await page.getByRole("button", { name: "Clear selection" }).click();
  await expect(page.getByText("Tick products to export them.")).toBeVisible();

  await page.getByLabel("Search the catalogue").fill("");
  await results.getByRole("link", { name: "Birch chair" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Birch chair" })).toBeVisible();
  const attributes = page.getByRole("region", { name: "Attributes" });
  await expect(attributes.getByRole("definition")).toHaveText(["Hand oiled", "4.5 kg"]);
  await expect(attributes.getByRole("term")).toHaveText(["Finish", "Weight"]);
  await expect(page.locator("main")).not.toContainText(/quality|not scored/i);
  await checkWidths(page, testInfo, "buyer product page with labelled attributes");
  expect(errors).toEqual([]);
});
