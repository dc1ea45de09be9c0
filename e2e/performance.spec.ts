import { expect, test, type APIRequestContext } from "@playwright/test";
import { api, signUp, type Account } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan, largestContentfulPaint } from "./support/page-checks";

// Lighthouse-style checks on localhost with 1,000 products: no console
// errors, largest contentful paint under 1.5 s, no serious axe violations.
const LCP_BUDGET_MS = 1500;
const PRODUCTS = 1000;

test.describe.configure({ mode: "serial" });

let supplier: Account;
let slug: string;

async function seedCatalogue(request: APIRequestContext): Promise<void> {
  supplier = await signUp(request, "supplier");
  const items = Array.from({ length: PRODUCTS }, (_, i) => ({
    sku: `PERF-${String(i).padStart(4, "0")}`,
    name: `Catalogue item ${i}`,
    description: i % 3 === 0 ? `A description of item ${i}, long enough to wrap onto a second line in the grid.` : undefined,
    status: i % 10 === 0 ? "draft" : "active",
    tags: [i % 2 ? "odd" : "even", `batch-${i % 7}`],
  }));
  const { results } = await api(request, supplier, "POST", "/api/v1/products/bulk", { items });
  expect(results.filter((r: { status: string }) => r.status === "created")).toHaveLength(PRODUCTS);
  slug = `perf-${Date.now()}`;
  const portal = await api(request, supplier, "POST", "/api/v1/brand-portals", { slug, title: "Everything we make", branding: { primaryColor: "#2e7d32" } });
  await api(request, supplier, "POST", `/api/v1/brand-portals/${portal.id}/publish`);
  // Measure once the background scoring of the bulk upsert is done, not during it.
  await expect
    .poll(
      async () => {
        const page = await api(request, supplier, "GET", "/api/v1/search/products?limit=1&facetBy=qualityScore");
        return page.facets[0].counts.reduce((n: number, c: { count: number }) => n + c.count, 0);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(PRODUCTS);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await seedCatalogue(request);
});

test("public brand portal: fast, accessible, no console errors", async ({ page }, testInfo) => {
  await page.goto(`/brand/${slug}`);
  const errors = consoleErrors(page);
  const response = await page.goto(`/brand/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(48);
  const lcp = await largestContentfulPaint(page);
  const axe = await axeScan(page, testInfo, "public brand portal");
  testInfo.annotations.push({ type: "LCP /brand/{slug}", description: `${Math.round(lcp)} ms` }, { type: "axe /brand/{slug}", description: JSON.stringify(axe) });
  console.log(`/brand/${slug}: LCP ${Math.round(lcp)} ms; axe ${JSON.stringify(axe)}`);
  await snap(page, testInfo, "public brand portal with 1,000 products");
  expect(errors).toEqual([]);
  expect(lcp).toBeLessThan(LCP_BUDGET_MS);
  expect(axe.serious).toEqual([]);

  await page.getByRole("link", { name: "More products" }).click();
  await expect(page.getByRole("list", { name: "Products" })).toContainText("Catalogue item 5");
});

test("product list: fast, accessible, no console errors", async ({ page }, testInfo) => {
  await signIn(page, supplier, /\/producer$/);
  await page.goto("/producer/products");
  await expect(page.getByRole("table", { name: "Products" })).toBeVisible();
  const errors = consoleErrors(page);
  await page.goto("/producer/products");
  await expect(page.getByRole("table", { name: "Products" }).getByRole("row")).toHaveCount(51);
  const lcp = await largestContentfulPaint(page);
  const axe = await axeScan(page, testInfo, "product list");
  testInfo.annotations.push({ type: "LCP /producer/products", description: `${Math.round(lcp)} ms` }, { type: "axe /producer/products", description: JSON.stringify(axe) });
  console.log(`/producer/products: LCP ${Math.round(lcp)} ms; axe ${JSON.stringify(axe)}`);
  await snap(page, testInfo, "product list with 1,000 products");
  expect(errors).toEqual([]);
  expect(lcp).toBeLessThan(LCP_BUDGET_MS);
  expect(axe.serious).toEqual([]);

  await page.getByRole("group", { name: "Quality band" }).getByLabel("amber").check();
  await expect(page.getByRole("table", { name: "Products" })).toBeVisible();
  await page.getByLabel("Search products").fill("PERF-0999");
  await expect(page.getByRole("table", { name: "Products" }).getByRole("row")).toHaveCount(2);
});
