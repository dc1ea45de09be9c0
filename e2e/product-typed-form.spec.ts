import { expect, test } from "@playwright/test";
import { api, signUp, uploadImage } from "./support/api";
import { signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";
import { testPng } from "./support/png";

test("a product in a family: typed inputs, locale tabs, and completeness that leads to the input", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "PATCH", "/api/v1/organization/settings", { defaultLocale: "en", enabledLocales: ["en", "de"] });
  const attribute = (body: object) => api(request, supplier, "POST", "/api/v1/attributes", body);
  await attribute({ code: "weight", type: "metric", unit: "weight", labels: { en: "Weight" }, group: "Logistics" });
  await attribute({ code: "gtin", type: "text", labels: { en: "GTIN" }, group: "Logistics", validation: { pattern: "^[0-9]{13}$" } });
  await attribute({ code: "colour", type: "select", labels: { en: "Colour" }, options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: { en: "Blue" } }] });
  await attribute({ code: "list_price", type: "price", labels: { en: "List price" } });
  await attribute({ code: "claim", type: "text", labels: { en: "Claim" }, localizable: true, validation: { pattern: "^[A-Za-z ]+$" } });
  await attribute({ code: "photo", type: "asset", labels: { en: "Photo" } });
  const image = await uploadImage(request, supplier, await testPng(), "lamp-front.png");
  await api(request, supplier, "POST", "/api/v1/families", {
    code: "lamp",
    labels: { en: "Lamp" },
    attributes: ["weight", "gtin", "colour", "list_price", "claim", "photo"],
    requiredAttributes: ["weight", "gtin"],
  });
  await signIn(page, supplier, /\/producer$/);

  await page.goto("/producer/products/new");
  await page.getByLabel("SKU").fill("LAMP-1");
  await page.getByLabel("Name", { exact: true }).fill("Desk lamp");
  await page.getByLabel("Family").selectOption({ label: "Lamp" });
  const logistics = page.getByRole("region", { name: "Logistics" });
  await logistics.getByLabel("Weight (required)", { exact: true }).fill("1.5");
  await logistics.getByLabel("Weight (required): unit").selectOption("kg");
  await page.getByLabel("Colour", { exact: true }).selectOption({ label: "Blue" });
  await page.getByLabel("Currency to add to List price").fill("EUR");
  await page.getByRole("button", { name: "Add currency" }).click();
  await page.getByLabel("List price in EUR").fill("19.99");
  await page.getByRole("group", { name: "Photo" }).getByLabel("lamp-front.png").check();
  await page.getByLabel("Claim", { exact: true }).fill("Bright");
  await page.getByRole("tab", { name: "de", exact: true }).click();
  await page.getByLabel("Claim (de)").fill("Hell");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/producer\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;

  // Stored as typed: the unit chosen, the price in minor units, the claim per locale.
  const stored = await api(request, supplier, "GET", `/api/v1/products/${id}`);
  expect(stored.familyCode).toBe("lamp");
  expect(stored.attributes).toEqual({ weight: { amount: 1.5, unit: "kg" }, colour: "blue", list_price: [{ amount: 1999, currency: "EUR" }], claim: "Bright", photo: image });
  expect(stored.localized.de.attributes).toEqual({ claim: "Hell" });

  await page.reload();
  await expect(page.getByLabel("Weight (required)", { exact: true })).toHaveValue("1.5");
  await expect(page.getByLabel("Weight (required): unit")).toHaveValue("kg");
  await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("blue");
  await expect(page.getByLabel("List price in EUR")).toHaveValue("19.99");
  await expect(page.getByLabel("Claim", { exact: true })).toHaveValue("Bright");
  await expect(page.getByRole("group", { name: "Photo" }).getByLabel("lamp-front.png")).toBeChecked();

  // The completeness panel lists the missing required GTIN; its link focuses the input.
  const en = page.getByTestId("completeness-en");
  await expect(en).toContainText("Missing: description, GTIN");
  await en.getByRole("button", { name: "GTIN" }).click();
  const gtin = page.getByLabel("GTIN (required)");
  await expect(gtin).toBeFocused();
  // A missing field of another locale switches to its tab first.
  await page.getByTestId("completeness-de").getByRole("button", { name: "description" }).click();
  await expect(page.getByRole("tab", { name: "de", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Description (de)")).toBeFocused();
  await expect(page.getByLabel("Claim (de)")).toHaveValue("Hell");

  // The API's 422 lands at its field, in words, with the focus; editing clears it.
  await page.getByRole("tab", { name: "en (default)" }).click();
  await gtin.fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(gtin).toHaveAttribute("aria-invalid", "true");
  await expect(gtin).toBeFocused();
  await expect(page.getByText("Must match the pattern ^[0-9]{13}$.").first()).toBeVisible();
  await gtin.fill("4006381333931");
  await expect(gtin).not.toHaveAttribute("aria-invalid");
  // Clearing a typed input removes the value.
  await page.getByLabel("Colour", { exact: true }).selectOption({ label: "Not set" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  await expect(en).toContainText("Missing: description, at least one linked image");
  const after = await api(request, supplier, "GET", `/api/v1/products/${id}`);
  expect(after.attributes.gtin).toBe("4006381333931");
  expect(after.attributes).not.toHaveProperty("colour");

  // An error in another locale's tab: the tab opens and its input takes the focus.
  await page.getByRole("tab", { name: "de", exact: true }).click();
  await page.getByLabel("Claim (de)").fill("Hell 2");
  await page.getByRole("tab", { name: "en (default)" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  const claimDe = page.getByLabel("Claim (de)");
  await expect(claimDe).toBeFocused();
  await expect(claimDe).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "was not saved" })).toContainText("Claim (de): Must match the pattern");
  await claimDe.fill("Hell");
  await expect(claimDe).not.toHaveAttribute("aria-invalid");

  const axe = await axeScan(page, testInfo, "typed product form");
  await snap(page, testInfo, "typed product form");
  expect(axe.serious).toEqual([]);
});
