import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, openFromMenu, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

// A product's history in the portal: an edit seen as a version with its
// before and after, the version before it restored through the dry run's
// diff, a bulk status change undone, and a deleted product brought back
// from Recently deleted on a phone.

const PRODUCTS = [
  { sku: "HIST-LAMP", name: "Brass lamp", status: "draft" },
  { sku: "HIST-CHAIR", name: "Oak chair", status: "draft" },
  { sku: "HIST-DESK", name: "Walnut desk", status: "draft" },
];

// Axe at both widths: the page as a desk and a phone show it.
async function axeAtWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page, testInfo, `${name} (${width} px)`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const history = (page: Page) => page.getByRole("region", { name: "History" });
const versions = (page: Page) => history(page).getByRole("list", { name: "Versions, newest first" }).locator("> li");

test("edit, see and restore a version, undo a bulk action, and bring back a deleted product", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const { results } = await api(request, supplier, "POST", "/api/v1/products/bulk", { items: PRODUCTS });
  const [lamp, chair, desk] = results.map((r: { id: string }) => r.id) as string[];
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);

  // An edit in the editor becomes the newest version, said in words.
  await page.goto(`/producer/products/${lamp}`);
  await page.getByLabel("Name", { exact: true }).fill("Brass desk lamp");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  await page.getByRole("navigation", { name: "Sections of the product" }).getByRole("link", { name: "History" }).click();
  await expect(versions(page)).toHaveCount(2);
  const newest = versions(page).first();
  await expect(newest.getByRole("heading")).toContainText("Version 2");
  await expect(newest.getByRole("heading")).toContainText("Portal");
  await expect(newest.getByRole("row", { name: /Name/ })).toContainText("Brass lamp");
  await expect(newest.getByRole("row", { name: /Name/ })).toContainText("Brass desk lamp");
  await expect(versions(page).last().getByRole("heading")).toContainText("API");

  // Narrowed to the name: both versions set it; to the tags: none did.
  await page.getByLabel("Show changes to").selectOption("tags");
  await expect(history(page).getByText("No version changed this field.")).toBeVisible();
  await page.getByLabel("Show changes to").selectOption("name");
  await expect(versions(page)).toHaveCount(2);
  await axeAtWidths(page, testInfo, "product history");
  await snapAtWidths(page, testInfo, "history of a product", { fullPage: false, show: history(page) });

  // The first version back: the dry run's diff first, then the restore.
  await versions(page).last().getByRole("button", { name: "Restore this version" }).click();
  const dialog = page.getByRole("dialog", { name: "Restore version 1" });
  const diff = dialog.getByRole("region", { name: "Changes restoring version 1 would make" });
  await expect(diff.getByRole("row", { name: /Name/ })).toContainText("Brass desk lamp");
  await expect(diff.getByRole("row", { name: /Name/ })).toContainText("Brass lamp");
  await axeAtWidths(page, testInfo, "restore dialog");
  await snapAtWidths(page, testInfo, "restore a version dry run", { fullPage: false });
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(history(page).getByRole("status")).toContainText("Version 1 restored");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Brass lamp");
  await expect(versions(page).first().getByRole("heading")).toContainText("Restore");
  expect((await api(request, supplier, "GET", `/api/v1/products/${lamp}`)).name).toBe("Brass lamp");

  // A bulk status change on two products, undone from its result.
  await page.goto("/producer/products");
  await page.getByRole("checkbox", { name: "Select HIST-CHAIR" }).check();
  await page.getByRole("checkbox", { name: "Select HIST-DESK" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await bulk.getByLabel("Bulk action").selectOption("setStatus");
  await bulk.getByLabel("New status").selectOption("archived");
  await bulk.getByRole("button", { name: "Apply to 2…" }).click();
  await bulk.getByRole("button", { name: "Confirm: set status on 2" }).click();
  await expect(bulk.getByRole("status")).toContainText("Done: 2 of 2 products updated", { timeout: 30_000 });
  await bulk.getByRole("button", { name: "Undo: put back 2 products" }).click();
  await expect(bulk.getByRole("status")).toContainText("Done: 2 of 2 products put back", { timeout: 30_000 });
  for (const id of [chair, desk]) expect((await api(request, supplier, "GET", `/api/v1/products/${id}`)).status).toBe("draft");
  await axeAtWidths(page, testInfo, "bulk action undone");
  await snapAtWidths(page, testInfo, "bulk action undone", { show: bulk });

  // A deleted product, brought back from Recently deleted on a phone.
  await page.goto(`/producer/products/${desk}`);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page).toHaveURL(/\/producer\/products$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/producer");
  await openFromMenu(page, "Products");
  await page.getByRole("link", { name: "Recently deleted" }).click();
  await expect(page.getByRole("heading", { name: "Recently deleted products" })).toBeVisible();
  await expect(page.getByRole("row", { name: /HIST-DESK/ })).toContainText("Walnut desk");
  await axeAtWidths(page, testInfo, "recently deleted");
  await snapAtWidths(page, testInfo, "recently deleted products");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Restore HIST-DESK" }).click();
  // Recreating a product (its links and values) and refreshing the lists takes a few seconds.
  await expect(page.getByRole("status")).toContainText("Restored HIST-DESK", { timeout: 20_000 });
  await page.getByRole("link", { name: "Open HIST-DESK" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Walnut desk");
  expect((await api(request, supplier, "GET", `/api/v1/products/${desk}`)).id).toBe(desk);
  expect(errors).toEqual([]);
});
