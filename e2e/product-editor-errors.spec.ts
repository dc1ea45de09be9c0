import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

for (const width of [1440, 390]) {
  test(`product editor errors in words at their fields, cleared as they are fixed, a taken SKU at its input (${width} px)`, async ({ page, request }, testInfo) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const supplier = await signUp(request, "supplier");
    await api(request, supplier, "POST", "/api/v1/products", { sku: "TAKEN-1", name: "First lamp" });
    await signIn(page, supplier, /\/producer$/);
    await page.goto("/producer/products/new");
    const sku = page.getByLabel("SKU", { exact: true });
    const name = page.getByLabel("Name", { exact: true });
    const create = page.getByRole("button", { name: "Create product" });

    // Nothing filled: each field says what to do, in words, and the first has the focus.
    await create.click();
    await expect(sku).toHaveAttribute("aria-invalid", "true");
    await expect(sku).toBeFocused();
    await expect(sku).toHaveAccessibleDescription("Enter a SKU.");
    await expect(name).toHaveAccessibleDescription(/Enter a name\./);
    await expect(page.getByText(/Too small|expected string|No whitespace/)).toHaveCount(0);

    // The SKU's message follows the text and goes once the SKU is right; the name's stays.
    await sku.fill("DESK LAMP");
    await expect(sku).toHaveAccessibleDescription("A SKU cannot contain spaces.");
    await sku.fill("DESK-LAMP");
    await expect(sku).not.toHaveAttribute("aria-invalid");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Desk lamp");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("The product was not saved")).toHaveCount(0);

    // A SKU another product has: the API's 409 lands at the SKU, scrolled to and focused, from the bottom of the form.
    await sku.fill("TAKEN-1");
    await create.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await create.click();
    await expect(sku).toHaveAttribute("aria-invalid", "true");
    await expect(sku).toBeFocused();
    await expect(sku).toBeInViewport();
    await expect(sku).toHaveAccessibleDescription("Another product has the SKU TAKEN-1: choose another.");
    await expect(page.getByRole("alert").filter({ hasText: "The product was not saved" })).toContainText("SKU: Another product has the SKU TAKEN-1: choose another.");
    await snap(page, testInfo, `taken SKU at its field (${width} px)`);
    const axe = await axeScan(page, testInfo, `product editor with errors (${width} px)`);
    expect(axe.violations, JSON.stringify(axe)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await sku.fill("DESK-LAMP");
    await expect(sku).not.toHaveAttribute("aria-invalid");
    await create.click();
    await expect(page).toHaveURL(/\/producer\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: /Desk lamp/ })).toBeVisible();
    // The browser logs the refused create itself; nothing else failed.
    expect(errors).toEqual([expect.stringContaining("409")]);
  });
}
