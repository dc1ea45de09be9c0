import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { signIn, snap } from "./support/browser";

test("create a product and watch its completeness rise", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "POST", "/api/v1/categories", { name: "Mugs", requiredAttributes: ["capacity"] });
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("Enabled locales").fill("en, de");
  await page.getByRole("button", { name: "Save locales" }).click();
  await expect(page.getByText("Saved. Every product is rescored in the background.")).toBeVisible();
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Dashboard" }).click();

  await page.getByRole("link", { name: "New product" }).first().click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  const en = page.getByTestId("completeness-en");
  const de = page.getByTestId("completeness-de");
  await expect(en).toContainText("0%");

  await page.getByLabel("SKU").fill("MUG-001");
  await page.getByLabel("Name", { exact: true }).fill("Stoneware mug");
  await expect(en).toContainText("33%");
  await expect(en).toContainText("Missing: description, at least one linked image");
  await expect(de).toContainText("0%");
  await page.getByRole("button", { name: "Create product" }).click();

  await expect(page).toHaveURL(/\/producer\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /Stoneware mug/ })).toBeVisible();
  await page.getByLabel("Description", { exact: true }).fill("Hand-thrown, holds 350 ml.");
  await expect(en).toContainText("66%");
  await page.getByLabel("Category").selectOption({ label: "Mugs" });
  await expect(en).toContainText("50%");
  await expect(en).toContainText("Missing: capacity, at least one linked image");
  await page.getByRole("button", { name: "Add required capacity" }).click();
  await page.getByLabel("Value of capacity").fill("350 ml");
  await expect(en).toContainText("75%");
  await page.getByRole("tab", { name: "de", exact: true }).click();
  await page.getByLabel("Name (de)").fill("Steingutbecher");
  await page.getByLabel("Description (de)").fill("Handgedreht, fasst 350 ml.");
  await page.getByLabel("capacity (de)").fill("350 ml");
  await expect(de).toContainText("75%");
  await expect(page.getByTestId("live-score")).toHaveText("75 · amber");
  await snap(page, testInfo, "completeness at 75% in both locales before saving");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  // The background score lands on the product, as the live panel said it would.
  const id = page.url().split("/").pop()!;
  await expect.poll(async () => (await api(request, supplier, "GET", `/api/v1/products/${id}`)).qualityScore, { timeout: 20_000 }).toBe(75);
  await expect(page.getByTestId("live-score")).toHaveText("75 · amber");
});
