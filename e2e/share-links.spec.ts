import { readFile } from "node:fs/promises";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, signUp, uploadImage } from "./support/api";
import { consoleErrors, openFromMenu, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";
import { testPng } from "./support/png";

// A supplier shares two products from the grid with a password and copies
// the link; someone without an account opens it in a browser of their own,
// gives the password, sees the two products and downloads the spreadsheet;
// the supplier sees the link opened and downloaded, and revokes it; the
// visitor's next visit is told the link is no longer available (410).

const PASSWORD = "share-secret-42";

// Screenshots at both widths, each after an axe scan with no violation at that width.
// A dialog is taken in the window only: its backdrop covers the window, not the page.
async function checkAtWidths(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  await snapAtWidths(page, testInfo, name, { fullPage, prepare: () => expectNoAxeViolations(page, testInfo, `${name} at ${page.viewportSize()?.width} px`) });
}

test("share chosen products with a password, open them without an account, download the CSV, revoke", async ({ page, request, browser, context }, testInfo) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "PATCH", "/api/v1/organization/settings", { enabledLocales: ["en", "de"] });
  const { results } = await api(request, supplier, "POST", "/api/v1/products/bulk", {
    items: [
      { sku: "ALDER-CHAIR", name: "Alder chair", status: "active" },
      { sku: "BIRCH-TABLE", name: "Birch table", status: "active" },
      { sku: "CEDAR-SHELF", name: "Cedar shelf", status: "active" },
    ],
  });
  const chair = results.find((r: { sku: string }) => r.sku === "ALDER-CHAIR");
  await api(request, supplier, "PUT", `/api/v1/products/${chair.id}/assets`, { assetIds: [await uploadImage(request, supplier, await testPng(480, 480), "alder-chair.png")] });

  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.goto("/producer/products");
  await page.getByRole("checkbox", { name: "Select ALDER-CHAIR" }).check();
  await page.getByRole("checkbox", { name: "Select BIRCH-TABLE" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("2 selected");
  await bulk.getByRole("button", { name: "Share…" }).click();

  // The dialog: what is shared in words, then the link's settings.
  const dialog = page.getByRole("dialog", { name: "Share products" });
  await expect(dialog).toContainText("the 2 products you selected");
  await dialog.getByLabel("Name").fill("Spring samples for Acme");
  await dialog.getByLabel("Password (optional)").fill("short");
  await dialog.getByRole("button", { name: "Create link" }).click();
  await expect(dialog.getByLabel("Password (optional)")).toHaveAccessibleDescription(/A password has at least 8 characters/);
  await dialog.getByLabel("Password (optional)").fill(PASSWORD);
  await dialog.getByLabel("Include images and product sheets").check();
  await expect(dialog.getByLabel("Language")).toHaveValue("en");
  await expect(dialog.getByLabel("Password (optional)")).toHaveAccessibleDescription(/^At least 8 characters[^]*anything\.$/);
  await checkAtWidths(page, testInfo, "Share dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Create link" }).click();

  // The URL to copy; the password is not shown again.
  const ready = page.getByRole("dialog", { name: "Link ready to send" });
  const shown = ready.getByTestId("share-url");
  await expect(shown).toHaveText(/\/s\/[\w-]+$/);
  await expect(ready).toContainText("The password is not shown again");
  await expect(ready).not.toContainText(PASSWORD);
  await ready.getByRole("button", { name: "Copy link" }).click();
  await expect(ready.getByText("Copied.")).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await shown.textContent());
  await checkAtWidths(page, testInfo, "Share link ready", { fullPage: false });
  await ready.getByRole("button", { name: "Done" }).click();
  await expect(ready).toBeHidden();

  // The list of share links, reached from the navigation.
  await openFromMenu(page, "Share links");
  await expect(page).toHaveURL(/\/producer\/share-links$/);
  const item = page.getByRole("listitem", { name: "Spring samples for Acme" });
  await expect(item).toContainText("Shares 2 products.");
  await expect(item).toContainText("With images and product sheets.");
  await expect(item.getByRole("definition").nth(1)).toHaveText("Yes");
  await expect(item).toContainText(/Last opened\s*Never/);

  // Someone without an account, in a browser of their own.
  const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  const locked = await visitor.goto(url);
  expect(locked?.status()).toBe(401);
  await expect(visitor.getByRole("heading", { name: "This selection is protected" })).toBeVisible();
  await expect(visitor.getByText("Alder chair")).toHaveCount(0);
  await checkAtWidths(visitor, testInfo, "Share password form");
  await visitor.getByLabel("Password").fill("not the password");
  await visitor.getByRole("button", { name: "Open" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("That password is not right.");
  await expect(visitor.getByLabel("Password")).toHaveAccessibleDescription("That password is not right.");
  await checkAtWidths(visitor, testInfo, "Share password refused");
  await visitor.getByLabel("Password").fill(PASSWORD);
  await visitor.getByRole("button", { name: "Open" }).click();

  const products = visitor.getByRole("list", { name: "Products" });
  await expect(products.getByRole("listitem")).toHaveCount(2);
  await expect(products).toContainText("Alder chair");
  await expect(products).toContainText("Birch table");
  await expect(visitor.getByText("Cedar shelf")).toHaveCount(0);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Spring samples for Acme");
  await checkAtWidths(visitor, testInfo, "Shared products page");

  const downloading = visitor.waitForEvent("download");
  await visitor.getByRole("link", { name: "Spreadsheet (CSV)" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  expect(csv).toContain("ALDER-CHAIR");
  expect(csv).toContain("BIRCH-TABLE");
  expect(csv).not.toContain("CEDAR-SHELF");

  // The supplier sees it opened and downloaded, then revokes it.
  await page.reload();
  await expect(item).toContainText(/Opens\s*1/);
  await expect(item).toContainText(/Downloads\s*1/);
  await expect(item).not.toContainText(/Last opened\s*Never/);
  await checkAtWidths(page, testInfo, "Share links page");
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toContain("Revoke “Spring samples for Acme”?");
    void confirm.accept();
  });
  const revoked = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/v1/share-links/"));
  await item.getByRole("button", { name: "Revoke" }).click();
  expect((await revoked).status()).toBe(204);
  await expect(page.getByText("No share links yet")).toBeVisible();

  // The visitor's next visit: gone, and nothing of what it held.
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { name: "This link is no longer available" })).toBeVisible();
  await expect(visitor.getByText("Alder chair")).toHaveCount(0);
  await checkAtWidths(visitor, testInfo, "Share link no longer available");
  await visitorContext.close();
  expect(errors).toEqual([]);
});

test("share a saved view: a link of its filter that follows the catalogue", async ({ page, request, browser }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "POST", "/api/v1/products/bulk", {
    items: [
      { sku: "OAK-CHAIR", name: "Oak chair", status: "active" },
      { sku: "OAK-DESK", name: "Oak desk", status: "active" },
      { sku: "ELM-CHAIR", name: "Elm chair", status: "draft" },
    ],
  });
  const view = await api(request, supplier, "POST", "/api/v1/views", { name: "Chairs", shared: true, query: { q: "chair" }, columns: ["sku", "name"] });
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.goto(`/producer/products?view=${view.id}&q=chair`);
  await page.getByRole("button", { name: "Share view…" }).click();
  const dialog = page.getByRole("dialog", { name: "Share products" });
  await expect(dialog).toContainText("the products of this filter: matching “chair” (the list follows the catalogue as it changes)");
  await expect(dialog.getByLabel("Name")).toHaveValue("Chairs");
  await dialog.getByLabel("Works until").fill("");
  await dialog.getByRole("button", { name: "Create link" }).click();
  const ready = page.getByRole("dialog", { name: "Link ready to send" });
  await expect(ready).toContainText("It does not expire.");
  await expect(ready).not.toContainText("password");
  const url = (await ready.getByTestId("share-url").textContent())!;
  await ready.getByRole("link", { name: "All share links" }).click();
  const item = page.getByRole("listitem", { name: "Chairs" });
  await expect(item).toContainText("Shares a filter: matching “chair”.");
  await expect(item).toContainText(/Works until\s*No expiry/);
  await expect(item.getByRole("definition").nth(1)).toHaveText("No");

  // A product added later is in it; a draft never is.
  await api(request, supplier, "POST", "/api/v1/products", { sku: "ASH-CHAIR", name: "Ash chair", status: "active" });
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(url))?.status()).toBe(200);
  const products = visitor.getByRole("list", { name: "Products" });
  await expect(products.getByRole("listitem")).toHaveCount(2);
  await expect(products).toContainText("Ash chair");
  await expect(products).not.toContainText("Elm chair");

  // Given a password afterwards: the visitor's next visit asks for it.
  await item.getByRole("button", { name: "Change expiry or password" }).click();
  const change = item.getByRole("form", { name: "Change Chairs" });
  await change.getByLabel("Ask for a password").check();
  await change.getByLabel("New password").fill("chairs-only-2026");
  await checkAtWidths(page, testInfo, "Share link changed");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(item.getByRole("definition").nth(1)).toHaveText("Yes");
  expect((await visitor.reload())?.status()).toBe(401);
  expect(errors).toEqual([]);
});
