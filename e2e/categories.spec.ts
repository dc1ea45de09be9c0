import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, openFromMenu, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

for (const width of [1440, 390]) {
  test(`a category's required attributes picked from the dictionary by label (${width} px)`, async ({ page, request }, testInfo) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const supplier = await signUp(request, "supplier");
    await api(request, supplier, "POST", "/api/v1/attributes", { code: "weight", type: "number", labels: { en: "Weight" } });
    await api(request, supplier, "POST", "/api/v1/attributes", { code: "gtin", type: "text", labels: { en: "GTIN" } });
    await signIn(page, supplier, /\/producer$/);
    await openFromMenu(page, "Categories");

    const form = page.getByRole("form", { name: "New category" });
    const picker = form.getByRole("group", { name: "Required attributes" });
    await form.getByLabel("Name").fill("Lamps");
    await picker.getByRole("checkbox", { name: /Weight/ }).check();
    // A code the dictionary does not define yet is still possible, typed; a malformed one is named at its input.
    const other = picker.getByLabel("Other attribute codes");
    await other.fill("bad code");
    await form.getByRole("button", { name: "Create category" }).click();
    await expect(other).toHaveAttribute("aria-invalid", "true");
    await expect(other).toBeFocused();
    await expect(other).toHaveAccessibleDescription(/bad code: Use 1-100 letters, digits, _ \. or -\./);
    await other.fill("wattage");
    await expect(other).not.toHaveAttribute("aria-invalid");
    await snap(page, testInfo, `new category with attributes picked (${width} px)`);
    await form.getByRole("button", { name: "Create category" }).click();

    const row = page.getByRole("row", { name: /^Lamps/ });
    await expect(row).toContainText("Weight, wattage");
    const [stored] = (await api(request, supplier, "GET", "/api/v1/categories")).items;
    expect(stored.requiredAttributes).toEqual(["weight", "wattage"]);

    // Changed in a row that opens below it: the ticks and typed codes as stored.
    await row.getByRole("button", { name: "Change required attributes of Lamps" }).click();
    const editor = page.getByRole("form", { name: "Required attributes of Lamps" });
    await expect(editor.getByRole("checkbox", { name: /Weight/ })).toBeChecked();
    await expect(editor.getByLabel("Other attribute codes")).toHaveValue("wattage");
    await editor.getByRole("checkbox", { name: /GTIN/ }).check();
    await editor.getByRole("checkbox", { name: /Weight/ }).uncheck();
    await snap(page, testInfo, `required attributes of a category being changed (${width} px)`);
    const axe = await axeScan(page, testInfo, `categories with the editor open (${width} px)`);
    expect(axe.violations, JSON.stringify(axe)).toBe(0);
    await editor.getByRole("button", { name: "Save required attributes" }).click();
    await expect(editor).toHaveCount(0);
    await expect(row).toContainText("GTIN, wattage");
    const [changed] = (await api(request, supplier, "GET", "/api/v1/categories")).items;
    expect(changed.requiredAttributes).toEqual(["gtin", "wattage"]);
    expect(errors).toEqual([]);
  });
}
