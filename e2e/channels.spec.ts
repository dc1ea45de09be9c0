import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { signIn, snap } from "./support/browser";

test("create a channel and see a skipped publication with its reason", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const complete = await api(request, supplier, "POST", "/api/v1/products", { sku: "LAMP-1", name: "Desk lamp", status: "active", attributes: { gtin: "4006381333931" } });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "LAMP-2", name: "Floor lamp", status: "active" });
  await signIn(page, supplier, /\/producer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Channels" }).click();
  await expect(page.getByText("No channels yet")).toBeVisible();
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByLabel("Channel name").fill("Marketplace feed");
  await page.getByLabel("Feed format").selectOption("json");
  await page.getByRole("button", { name: "Add target" }).click();
  const gtin = page.getByRole("group", { name: "Target 3" });
  await gtin.getByLabel("Target field").fill("gtin");
  await gtin.getByLabel("Source").fill("attributes.gtin");
  await gtin.getByLabel("Required (a product without it is skipped)").check();
  await snap(page, testInfo, "attribute map editor");
  await page.getByRole("button", { name: "Create channel" }).click();

  await expect(page.getByRole("heading", { name: "Marketplace feed" })).toBeVisible();
  const table = page.getByRole("table", { name: "Publications of this channel" });
  const skipped = table.getByRole("row", { name: /LAMP-2/ });
  await expect(skipped).toContainText("skipped", { timeout: 20_000 });
  await expect(skipped).toContainText("missing required: gtin");
  await expect(skipped).toContainText("missing required gtin");
  await expect(table.getByRole("row", { name: /LAMP-1/ })).not.toContainText("skipped");
  await snap(page, testInfo, "publications with a skipped product and its reason");

  await page.getByLabel("Find products to try").fill("LAMP-1");
  await page.getByRole("checkbox", { name: /LAMP-1/ }).check();
  await page.getByRole("button", { name: /Preview 1 selected/ }).click();
  const preview = page.getByRole("table", { name: "Preview results" });
  await expect(preview).toContainText("ready");
  await expect(preview).toContainText('"gtin": "4006381333931"');
  expect(complete.id).toBeTruthy();
  await snap(page, testInfo, "dry-run preview");
});
