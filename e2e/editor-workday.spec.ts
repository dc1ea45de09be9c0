import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, connect, signUp, uploadImage, type Account } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";
import { testPng } from "./support/png";

// A lamp supplier: colour (the variant axis) and material under
// "Appearance", wattage under "Technical"; a lamp model with two variants,
// three lamp parts and "Spare parts", a quantified association type.
async function lampCatalogue(request: APIRequestContext) {
  const supplier = await signUp(request, "supplier");
  const call = (method: string, path: string, body?: unknown) => api(request, supplier, method, path, body);
  const option = (code: string, label: string) => ({ code, labels: { en: label } });
  await call("POST", "/api/v1/attributes", { code: "colour", type: "select", labels: { en: "Colour" }, group: "Appearance", options: [option("red", "Red"), option("blue", "Blue")] });
  await call("POST", "/api/v1/attributes", { code: "material", type: "text", labels: { en: "Material" }, group: "Appearance" });
  await call("POST", "/api/v1/attributes", { code: "wattage", type: "number", labels: { en: "Wattage" }, group: "Technical" });
  await call("POST", "/api/v1/families", { code: "lamps", labels: { en: "Lamps" }, attributes: ["colour", "material", "wattage"], variantAxes: ["colour"] });
  await call("POST", "/api/v1/families", { code: "parts", labels: { en: "Lamp parts" }, attributes: ["material", "wattage"] });
  await call("POST", "/api/v1/association-types", { code: "spare_part", labels: { en: "Spare parts" }, quantified: true });
  const model = await call("POST", "/api/v1/products", { sku: "LAMP", name: "Desk lamp", kind: "model", familyCode: "lamps", status: "active", attributes: { material: "oak" } });
  const red = await call("POST", "/api/v1/products", { sku: "LAMP-RED", parentId: model.id, attributes: { colour: "red" } });
  await call("POST", "/api/v1/products", { sku: "LAMP-BLUE", parentId: model.id, attributes: { colour: "blue" } });
  const simple = (sku: string, name: string) => call("POST", "/api/v1/products", { sku, name, familyCode: "parts", status: "active", attributes: { material: "linen" } });
  const [bulb, shade, cable] = [await simple("BULB", "Bulb"), await simple("SHADE", "Shade"), await simple("CABLE", "Cable")];
  return { supplier, model, red, bulb, shade, cable };
}

// The grid's current list as the grid keeps it for the editor: its first
// page of two products, and the cursor of the next.
async function rememberFirstPage(page: Page, request: APIRequestContext, supplier: Account) {
  const search = "kind=simple&limit=2";
  const first = await api(request, supplier, "GET", `/api/v1/search/products?${search}`);
  const sequence = { search, ids: first.items.map((p: { id: string }) => p.id), nextCursor: first.nextCursor };
  await page.evaluate((kept) => sessionStorage.setItem("pis:grid-sequence", JSON.stringify(kept)), sequence);
  return sequence.ids;
}

test("a supplier's workday in the product editor: sections, unsaved changes, saving, associations, duplicate, previous and next", async ({ page, request, browser }, testInfo) => {
  const { supplier, bulb, shade, cable } = await lampCatalogue(request);
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  expect(await rememberFirstPage(page, request, supplier)).toEqual([bulb.id, shade.id]);
  await page.goto(`/producer/products/${shade.id}`);

  // Previous and next through the list, with the position in it; at the end
  // of the page held, the list's next page is loaded.
  const stepper = page.getByRole("navigation", { name: "Products of the list" });
  await expect(stepper.getByTestId("product-position")).toHaveText("2 of 3");
  // The sections, the attribute groups among them, in an index that stays in view.
  const index = page.getByRole("navigation", { name: "Sections of the product" });
  await expect(index.getByRole("link")).toHaveText(["Product", "Appearance", "Technical", "Names and translations", "Other attributes", "Media", "Passport", "Associations", "History"]);
  await index.getByRole("link", { name: "Technical" }).click();
  await expect(index.getByRole("link", { name: "Technical" })).toHaveAttribute("aria-current", "location");
  await expect(page.getByRole("region", { name: "Technical" }).getByLabel("Wattage")).toBeInViewport();

  // Each edited field counts once in the save bar.
  const bar = page.getByTestId("save-bar");
  await page.getByLabel("Wattage").fill("40");
  await page.getByLabel("Name", { exact: true }).fill("Linen shade");
  await expect(bar.getByRole("status")).toHaveText("2 unsaved changes");

  // Leaving with unsaved changes asks first; staying keeps them.
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  await stepper.getByRole("link", { name: "Next →" }).click();
  await page.goBack();
  await expect.poll(() => dialogs).toEqual(["You have unsaved changes. Leave this page and lose them?", "You have unsaved changes. Leave this page and lose them?"]);
  await expect(page).toHaveURL(new RegExp(`/producer/products/${shade.id}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Linen shade");
  await expectNoAxeViolations(page, testInfo, "editor with unsaved changes");
  await snapAtWidths(page, testInfo, "editor with unsaved changes", { fullPage: false, show: page.getByLabel("Name", { exact: true }) });

  // Ctrl+S saves.
  await page.keyboard.press("Control+s");
  await expect(bar.getByRole("status")).toHaveText("Saved. The quality score is recomputed in the background.");
  expect(await api(request, supplier, "GET", `/api/v1/products/${shade.id}`)).toMatchObject({ name: "Linen shade", attributes: { wattage: 40 } });

  // A spare part found by its SKU, added with a quantity.
  const spares = page.getByTestId("association-spare_part");
  await spares.getByLabel("Find a product to add as Spare parts").fill("BULB");
  await spares.getByRole("button", { name: /Choose BULB/ }).click();
  await spares.getByLabel("Quantity").fill("4");
  await spares.getByRole("button", { name: "Add BULB" }).click();
  await expect(spares.getByRole("list", { name: "Spare parts" }).getByRole("listitem")).toHaveText([/BULB\s+Bulb/]);
  const quantity = spares.getByLabel("Quantity of BULB");
  await expect(quantity).toHaveValue("4");
  // The quantity changes in place.
  await quantity.fill("6");
  await quantity.press("Enter");
  await expect.poll(async () => (await api(request, supplier, "GET", `/api/v1/products/${shade.id}/associations`)).spare_part).toEqual([{ productId: bulb.id, quantity: 6 }]);
  await expectNoAxeViolations(page, testInfo, "associations of a product");
  await snapAtWidths(page, testInfo, "editor associations", { fullPage: false, show: spares });

  // Nothing unsaved: next goes without a question, previous comes back.
  await stepper.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(new RegExp(`/producer/products/${cable.id}$`));
  await expect(stepper.getByTestId("product-position")).toHaveText("3 of 3");
  await stepper.getByRole("link", { name: "← Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/producer/products/${shade.id}$`));
  expect(dialogs).toHaveLength(2);

  // Duplicate: a draft copy under a new SKU, opened at once, without the associations.
  await page.getByRole("button", { name: "Duplicate", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Duplicate SHADE" });
  await dialog.getByLabel("SKU of the copy").fill("SHADE-LINEN");
  await dialog.getByRole("button", { name: "Duplicate", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linen shade SHADE-LINEN");
  const copyId = page.url().split("/").pop()!;
  expect(copyId).not.toBe(shade.id);
  expect(await api(request, supplier, "GET", `/api/v1/products/${copyId}`)).toMatchObject({ status: "draft", attributes: { wattage: 40, material: "linen" }, associations: {} });
  // A product outside the list shows no previous or next.
  await expect(stepper).toHaveCount(0);
  expect(errors).toEqual([]);

  // The buyer sees the spare part on the shade's page.
  const buyer: Account = await signUp(request, "buyer");
  await connect(request, supplier, buyer);
  const buyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const buyerPage = await buyerContext.newPage();
  const buyerErrors = consoleErrors(buyerPage);
  await signIn(buyerPage, buyer, /\/buyer$/);
  await buyerPage.goto(`/buyer/products/${shade.id}`);
  const related = buyerPage.getByRole("region", { name: "Related products" });
  await expect(related.getByRole("list", { name: "Spare part" }).getByRole("listitem")).toHaveText([/Bulb\s+BULB\s*× 6/]);
  await expectNoAxeViolations(buyerPage, testInfo, "buyer product with related products");
  await snapAtWidths(buyerPage, testInfo, "buyer product with related products");
  await related.getByRole("link", { name: "Bulb" }).click();
  await expect(buyerPage.getByRole("heading", { name: "Bulb", level: 1 })).toBeVisible();
  expect(buyerErrors).toEqual([]);
  await buyerContext.close();

  // A visitor of the public brand portal sees the spare part too.
  const portal = await api(request, supplier, "POST", "/api/v1/brand-portals", { slug: `lamps-${Date.now()}`, title: "Lamps" });
  await api(request, supplier, "POST", `/api/v1/brand-portals/${portal.id}/publish`);
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.goto(`/brand/${portal.slug}/products/${shade.id}`);
  const portalSpares = visitor.getByRole("region", { name: "Spare parts" });
  await expect(portalSpares.getByRole("listitem")).toHaveText([/Bulb\s+SKU BULB\s*× 6/]);
  await expectNoAxeViolations(visitor, testInfo, "brand portal product with related products");
  await snapAtWidths(visitor, testInfo, "brand portal product with related products");
  await portalSpares.getByRole("link", { name: "Bulb" }).click();
  await expect(visitor.getByRole("heading", { name: "Bulb", level: 1 })).toBeVisible();
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
});

test("a variant's inherited value overridden, then reverted to the model's; the model's variants in a sortable table", async ({ page, request }, testInfo) => {
  const { supplier, model, red } = await lampCatalogue(request);
  const front = await uploadImage(request, supplier, await testPng(), "front.png");
  await uploadImage(request, supplier, await testPng(), "back.png");
  await api(request, supplier, "PUT", `/api/v1/products/${model.id}/assets`, { assetIds: [front] });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);

  await page.goto(`/producer/products/${model.id}`);
  const variants = page.getByRole("table", { name: "Variants of LAMP" });
  await expect(variants.getByRole("row")).toHaveCount(3);
  await variants.getByRole("button", { name: "Colour" }).click();
  await expect(variants.getByRole("columnheader", { name: /Colour/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(variants.getByRole("row").nth(1)).toContainText("LAMP-BLUE");
  await variants.getByRole("button", { name: "Colour" }).click();
  await expect(variants.getByRole("row").nth(1)).toContainText("LAMP-RED");

  await variants.getByRole("link", { name: "LAMP-RED" }).click();
  await expect(page).toHaveURL(new RegExp(`/producer/products/${red.id}$`));
  const material = page.getByLabel("Material", { exact: true });
  await expect(material).toHaveValue("oak");
  await expect(material).toBeDisabled();
  await page.getByRole("button", { name: "Override Material" }).click();
  await material.fill("walnut");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("save-bar").getByRole("status")).toHaveText("Saved. The quality score is recomputed in the background.");
  const own = page.locator('[data-own="attributes.material"]');
  await expect(own).toContainText("Own value");
  await expect(own).toContainText("Model: oak");
  await expectNoAxeViolations(page, testInfo, "variant with an own value");
  await snapAtWidths(page, testInfo, "variant with an own value", { fullPage: false, show: material });

  await page.getByRole("button", { name: "Revert Material to the model's value" }).click();
  await expect(material).toHaveValue("oak");
  await expect(material).toBeDisabled();
  await expect(page.locator('[data-inherited="attributes.material"]')).toContainText("Inherited");
  const saved = await api(request, supplier, "GET", `/api/v1/products/${red.id}`);
  expect(saved.inherited).toContain("attributes.material");
  expect(saved.attributes.material).toBe("oak");

  // The model's images, shown as inherited; one more linked gives the variant its own list, and the model's come back.
  const media = page.getByTestId("variant-media");
  await expect(media).toContainText("These are the model's images.");
  await page.getByLabel("Asset to link").selectOption({ label: "back.png (image)" });
  await page.getByRole("button", { name: "Link asset" }).click();
  await expect(media).toContainText("This variant shows its own images");
  await media.getByRole("button", { name: "Use the model's images" }).click();
  await expect(media).toContainText("These are the model's images.");
  expect((await api(request, supplier, "GET", `/api/v1/products/${red.id}/assets`)).assetIds).toEqual([front]);
  expect(errors).toEqual([]);
});
