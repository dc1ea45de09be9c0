import { expect, test } from "@playwright/test";
import { signUp } from "./support/api";
import { signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

test("define attributes and a family over them, with errors at their fields", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);
  const nav = page.getByRole("navigation", { name: "Portal" });

  await nav.getByRole("link", { name: "Attributes" }).click();
  const form = page.getByRole("region", { name: "New attribute" });

  // A pattern the browser accepts but the API's linear-time engine cannot
  // run: the API's 422 lands on the Pattern field, which takes the focus.
  await form.getByLabel("Code", { exact: true }).fill("gtin");
  await form.getByLabel("Pattern").fill("(a)\\1");
  await form.getByRole("button", { name: "Create attribute" }).click();
  const pattern = form.getByLabel("Pattern");
  await expect(pattern).toHaveAttribute("aria-invalid", "true");
  await expect(pattern).toBeFocused();
  await expect(form.getByRole("alert")).toContainText("Some fields need attention");
  await pattern.fill("^[0-9]{13}$");
  await expect(pattern).not.toHaveAttribute("aria-invalid");
  await form.getByRole("button", { name: "Create attribute" }).click();
  await expect(page.getByRole("table", { name: "Attributes" }).getByRole("row", { name: /gtin/ })).toBeVisible();

  await form.getByLabel("Code", { exact: true }).fill("colour");
  await form.getByLabel("Type").selectOption("select");
  await form.getByLabel(/^Label \(/).fill("Colour");
  await form.getByRole("button", { name: "Add option" }).click();
  await form.getByRole("button", { name: "Add option" }).click();
  await form.getByLabel("Option 1 code").fill("red");
  await form.getByLabel("Option 1 label").fill("Red");
  await form.getByLabel("Option 2 code").fill("blue");
  await form.getByLabel("Option 2 label").fill("Blue");
  await form.getByRole("button", { name: "Create attribute" }).click();
  const attributes = page.getByRole("table", { name: "Attributes" });
  await expect(attributes.getByRole("row", { name: /colour/ })).toContainText("Colour");
  await expect(attributes.getByRole("row", { name: /colour/ }).getByRole("cell").nth(4)).toHaveText("2");

  await form.getByLabel("Code", { exact: true }).fill("weight");
  await form.getByLabel("Type").selectOption("metric");
  await form.getByLabel(/^Label \(/).fill("Weight");
  await form.getByLabel("Unit family").selectOption("weight");
  await form.getByLabel("Minimum", { exact: true }).fill("0");
  await form.getByRole("button", { name: "Create attribute" }).click();
  await expect(attributes.getByRole("row", { name: /weight/ })).toContainText("Weight");
  const axeAttributes = await axeScan(page, testInfo, "attributes page");
  await snap(page, testInfo, "attributes page");
  expect(axeAttributes.serious).toEqual([]);

  await nav.getByRole("link", { name: "Families" }).click();
  const family = page.getByRole("region", { name: "New family" });
  await family.getByLabel("Code", { exact: true }).fill("lamp");
  await family.getByLabel(/^Label \(/).fill("Lamp");
  await family.getByRole("group", { name: "Attributes", exact: true }).getByLabel("colour").check();
  await family.getByRole("group", { name: "Attributes", exact: true }).getByLabel("weight").check();
  await family.getByRole("group", { name: "Required attributes" }).getByLabel("weight").check();
  // Only select, boolean and metric attributes are offered as axes.
  const axes = family.getByRole("group", { name: "Variant axes" });
  await expect(axes.getByRole("checkbox")).toHaveCount(2);
  await axes.getByLabel("colour").check();
  await family.getByRole("button", { name: "Create family" }).click();
  const row = page.getByRole("table", { name: "Families" }).getByRole("row", { name: /lamp/ });
  await expect(row).toContainText("colour, weight");
  await expect(row.getByRole("cell").nth(3)).toHaveText("weight");
  await expect(row.getByRole("cell").nth(4)).toHaveText("colour");
  const axeFamilies = await axeScan(page, testInfo, "families page");
  await snap(page, testInfo, "families page");
  expect(axeFamilies.serious).toEqual([]);

  // An attribute a family lists cannot be deleted: the 409 says so.
  await nav.getByRole("link", { name: "Attributes" }).click();
  page.once("dialog", (dialog) => dialog.accept());
  await attributes.getByRole("row", { name: /colour/ }).getByRole("button", { name: "Delete colour" }).click();
  await expect(attributes.getByRole("row", { name: /colour/ }).getByRole("alert")).toContainText("colour is in use and was not deleted.");

  // Editing keeps the code and replaces the label in the default locale.
  await attributes.getByRole("button", { name: "Edit colour" }).click();
  const edit = page.getByRole("region", { name: "Edit colour" });
  await expect(edit.getByLabel("Code", { exact: true })).toHaveValue("colour");
  await edit.getByLabel(/^Label \(/).fill("Shade");
  await edit.getByRole("button", { name: "Save attribute" }).click();
  await expect(edit).toBeHidden();
  await expect(attributes.getByRole("row", { name: /colour/ })).toContainText("Shade");
});
