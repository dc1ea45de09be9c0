import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { api, signUp, uploadImage, type Account } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";
import { testPng } from "./support/png";

// Issue 17: the product grid a PIM user expects. Sorting, columns and
// multi-select facets kept in the URL, and a bulk status change with its
// confirmation and progress, at desktop and phone widths.

const PRODUCTS = [
  { sku: "GRID-DUNE", name: "Dune sofa", status: "draft", tags: ["living"] },
  { sku: "GRID-ANCHOR", name: "Anchor chair", status: "active", tags: ["living", "sale"] },
  { sku: "GRID-FJORD", name: "Fjord desk", status: "archived", tags: ["office"] },
  { sku: "GRID-BIRCH", name: "Birch table", status: "draft", tags: ["living"] },
  { sku: "GRID-ELM", name: "Elm shelf", status: "active", tags: ["office"] },
  { sku: "GRID-CEDAR", name: "Cedar lamp", status: "draft", tags: ["sale"] },
];

async function seed(request: APIRequestContext): Promise<Account> {
  const supplier = await signUp(request, "supplier");
  const { results } = await api(request, supplier, "POST", "/api/v1/products/bulk", { items: PRODUCTS });
  expect(results.filter((r: { status: string }) => r.status === "created")).toHaveLength(PRODUCTS.length);
  const image = await uploadImage(request, supplier, await testPng(200, 200));
  await api(request, supplier, "PUT", `/api/v1/products/${results[1].id}/assets`, { assetIds: [image] });
  return supplier;
}

const grid = (page: Page) => page.getByRole("table", { name: "Products" });
const dataRows = (page: Page) => grid(page).locator("tbody tr");
const facet = (page: Page, group: string, value: string) => page.getByRole("group", { name: group }).getByRole("checkbox", { name: value, exact: true });

// Ticks a facet value as a user does, then waits for the box to show it.
async function tick(page: Page, group: string, value: string) {
  await facet(page, group, value).click();
  await expect(facet(page, group, value)).toBeChecked();
}

async function checkPage(page: Page, testInfo: TestInfo, name: string, errors: string[]) {
  const axe = await axeScan(page, testInfo, name);
  expect(axe.found).toEqual([]);
  expect(errors).toEqual([]);
}

// A screenshot in the report and, with DOC_SCREENSHOTS=1, in docs/screenshots
// (docs/portals.md shows it), as snapAtWidths does.
async function shot(page: Page, testInfo: TestInfo, name: string, file: string) {
  await snap(page, testInfo, name);
  if (process.env.DOC_SCREENSHOTS === "1") await page.screenshot({ path: `docs/screenshots/${file}`, fullPage: true });
}

test("sort, choose columns, filter by several values across a reload, and bulk-set status at 1440 px", async ({ page, request }, testInfo) => {
  const supplier = await seed(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.goto("/producer/products");
  await expect(dataRows(page)).toHaveCount(PRODUCTS.length);

  // The thumbnail column shows the linked image.
  const anchorRow = dataRows(page).filter({ hasText: "GRID-ANCHOR" });
  await expect(anchorRow.locator("img.grid-thumb")).toHaveAttribute("src", /.+/);
  await expect(dataRows(page).filter({ hasText: "GRID-DUNE" }).getByRole("img", { name: "No image" })).toBeVisible();

  // Sorting by name, ascending then descending, through the API's sort.
  const nameHeader = grid(page).getByRole("columnheader", { name: /Name/ });
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(dataRows(page).first()).toContainText("Anchor chair");
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(dataRows(page).first()).toContainText("Fjord desk");

  // Columns: show tags, hide Updated; the choice is in the URL, and "Default columns" puts them back.
  await page.locator("summary", { hasText: "Columns" }).click();
  const chooser = page.getByRole("group", { name: "Show columns" });
  await chooser.getByRole("checkbox", { name: "Updated" }).uncheck();
  await expect(grid(page).getByRole("columnheader", { name: /Updated/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Default columns" }).click();
  await expect(grid(page).getByRole("columnheader", { name: /Updated/ })).toBeVisible();
  await chooser.getByRole("checkbox", { name: "Tags" }).check();
  await chooser.getByRole("checkbox", { name: "Updated" }).uncheck();
  await expect(grid(page).getByRole("columnheader", { name: "Tags" })).toBeVisible();
  await expect(grid(page).getByRole("columnheader", { name: /Updated/ })).toHaveCount(0);
  await expect(page).toHaveURL(/columns=.*tags/);
  await page.locator("summary", { hasText: "Columns" }).click();

  // Multi-select facets: ticking a second status keeps the first, and both survive a reload.
  // A tick changes the URL without asking the server for the page again.
  const pageFetches: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/producer/products" && r.resourceType() !== "document") pageFetches.push(r.url());
  });
  await tick(page, "Status", "draft");
  await expect(page).toHaveURL(/status=draft/);
  await expect(dataRows(page)).toHaveCount(3);
  await expect(facet(page, "Status", "active")).toBeVisible();
  await tick(page, "Status", "active");
  await expect(page).toHaveURL(/status=draft&status=active/);
  await expect(dataRows(page)).toHaveCount(5);
  expect(pageFetches).toEqual([]);
  await page.reload();
  await expect(dataRows(page)).toHaveCount(5);
  await expect(facet(page, "Status", "draft")).toBeChecked();
  await expect(facet(page, "Status", "active")).toBeChecked();
  await expect(facet(page, "Status", "archived")).not.toBeChecked();
  await expect(grid(page).getByRole("columnheader", { name: "Tags" })).toBeVisible();
  await expect(dataRows(page).first()).toContainText("Elm shelf");
  await shot(page, testInfo, "product grid at 1440 px: sorted by name descending, two statuses ticked, tags column", "product-grid-1440.png");
  await checkPage(page, testInfo, "product grid 1440", errors);

  // Select two rows and archive them in the background, with progress.
  await page.getByRole("checkbox", { name: "Select GRID-DUNE" }).check();
  await page.getByRole("checkbox", { name: "Select GRID-BIRCH" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("2 selected");
  await bulk.getByLabel("Bulk action").selectOption("setStatus");
  await bulk.getByLabel("New status").selectOption("archived");
  await bulk.getByRole("button", { name: "Apply to 2…" }).click();
  await expect(bulk.getByRole("alertdialog")).toContainText("Set status on 2 products?");
  await bulk.getByRole("button", { name: "Confirm: set status on 2" }).click();
  await expect(bulk.getByRole("status")).toContainText("Done: 2 of 2 products updated", { timeout: 30_000 });
  // Archived products leave a grid filtered to draft and active.
  await expect(dataRows(page)).toHaveCount(3);
  await tick(page, "Status", "archived");
  await expect(dataRows(page)).toHaveCount(6);
  await expect(dataRows(page).filter({ hasText: "GRID-DUNE" })).toContainText("archived");
  await snap(page, testInfo, "after archiving two products in bulk");
  await checkPage(page, testInfo, "product grid after bulk", errors);
});

test("the grid works at 390 px: no sideways page scroll, a scrollable grid with the SKU kept in view", async ({ page, request }, testInfo) => {
  const supplier = await seed(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.goto("/producer/products?sort=sku&tags=living");
  await expect(dataRows(page)).toHaveCount(3);
  await expect(dataRows(page).first()).toContainText("GRID-ANCHOR");
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);

  const region = page.getByRole("region", { name: "Products" });
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  // Scrolled sideways, the SKU stays just right of the selection column.
  const sku = dataRows(page).first().locator(".sku-col");
  await region.scrollIntoViewIfNeeded();
  const box = (await region.boundingBox())!;
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(async () => (await sku.boundingBox())!.x - box.x).toBeGreaterThan(30);
  expect((await sku.boundingBox())!.x - box.x).toBeLessThan(60);
  await expect(sku).toBeInViewport();

  await tick(page, "Status", "draft");
  await expect(dataRows(page)).toHaveCount(2);
  await expect(page).toHaveURL(/status=draft/);
  await page.reload();
  await expect(facet(page, "Status", "draft")).toBeChecked();
  await expect(dataRows(page)).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select all products shown" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await bulk.getByLabel("New status").selectOption("active");
  await region.evaluate((el) => el.scrollTo({ left: 0 }));
  await shot(page, testInfo, "product grid at 390 px: sorted by SKU, two facets ticked, two rows chosen", "product-grid-390.png");
  await checkPage(page, testInfo, "product grid 390", errors);
  await bulk.getByRole("button", { name: "Apply to 2…" }).click();
  await bulk.getByRole("button", { name: "Confirm: set status on 2" }).click();
  await expect(bulk.getByRole("status")).toContainText("Done: 2 of 2 products updated", { timeout: 30_000 });
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await snap(page, testInfo, "product grid at 390 px after the bulk status change");
  await checkPage(page, testInfo, "product grid 390 after bulk", errors);
});
