import { expect, test } from "@playwright/test";
import { signUp } from "./support/api";
import { signIn, snap } from "./support/browser";

test("create a category and import products from CSV with per-row errors", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Categories" }).click();
  await page.getByLabel("Name").fill("Lamps");
  await page.getByLabel("Required attributes").fill("wattage, gtin");
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("row", { name: /Lamps/ })).toBeVisible();
  await expect(page.getByLabel("Required attributes of Lamps")).toHaveValue("wattage, gtin");

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Import CSV" }).click();
  const rows = ["sku,name,status,tags,attributes.wattage", "L-1,Desk lamp,active,office|led,40", 'L-2,"Floor lamp, tall",draft,,60', "L 3,Bad sku,active,,", "L-4,,active,,"];
  for (let i = 5; i <= 450; i++) rows.push(`B-${i},Bulk lamp ${i},draft,bulk,`);
  await page.getByLabel("CSV file").setInputFiles({ name: "lamps.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) });
  await expect(page.getByText("lamps.csv: 450 products to import.")).toBeVisible();
  await page.getByRole("button", { name: "Import 450 products" }).click();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByText("450 of 450 processed: 448 created, 0 updated, 2 failed.")).toBeVisible({ timeout: 30_000 });
  const failures = page.getByRole("table", { name: "Rows that failed" });
  await expect(failures.getByRole("row")).toHaveCount(3);
  await expect(failures.getByRole("row", { name: /^4 / })).toContainText("L 3");
  await expect(failures.getByRole("row", { name: /^5 / })).toContainText("L-4");
  await snap(page, testInfo, "CSV import with per-row errors");

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Products" }).click();
  await page.getByLabel("Search products").fill("Floor lamp");
  await expect(page.getByRole("table", { name: "Products" })).toContainText("Floor lamp, tall");
});
