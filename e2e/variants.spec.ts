import { expect, test } from "@playwright/test";
import { api, connect, signUp } from "./support/api";
import { signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

test("a model's variants: created from a grid of axis values, edited over inherited values, grouped for buyers", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const attribute = (body: object) => api(request, supplier, "POST", "/api/v1/attributes", body);
  const option = (code: string, label: string) => ({ code, labels: { en: label } });
  await attribute({ code: "color", type: "select", labels: { en: "Colour" }, options: [option("red", "Red"), option("blue", "Blue"), option("green", "Green")] });
  await attribute({ code: "size", type: "select", labels: { en: "Size" }, options: [option("s", "Small"), option("m", "Medium"), option("l", "Large")] });
  await attribute({ code: "material", type: "text", labels: { en: "Material" } });
  await api(request, supplier, "POST", "/api/v1/families", { code: "tees", labels: { en: "Tees" }, attributes: ["color", "size", "material"], requiredAttributes: [], variantAxes: ["color", "size"] });
  const model = await api(request, supplier, "POST", "/api/v1/products", { sku: "TEE", name: "Tee", kind: "model", familyCode: "tees", status: "active", attributes: { material: "cotton" } });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "MUG", name: "Mug", status: "active" });
  const polo = await api(request, supplier, "POST", "/api/v1/products", { sku: "POLO", name: "Polo", familyCode: "tees" });
  await signIn(page, supplier, /\/producer$/);

  // A simple product of a family with axes can become a model.
  await page.goto(`/producer/products/${polo.id}`);
  await page.getByRole("button", { name: "Make this a model" }).click();
  await expect(page.getByRole("heading", { name: "Variants", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Make this a model" })).toHaveCount(0);

  // 2 colours × 2 sizes: four variants in one request, with their results.
  await page.goto(`/producer/products/${model.id}`);
  await expect(page.getByRole("heading", { name: "Variants", exact: true })).toBeVisible();
  await expect(page.getByText("No variants yet.")).toBeVisible();
  const create = page.getByRole("form", { name: "Create variants" });
  await create.getByRole("group", { name: "Colour" }).getByLabel("Red").check();
  await create.getByRole("group", { name: "Colour" }).getByLabel("Blue").check();
  await create.getByRole("group", { name: "Size" }).getByLabel("Small").check();
  await create.getByRole("group", { name: "Size" }).getByLabel("Medium").check();
  await expect(create.getByLabel("SKU pattern")).toHaveValue("{sku}-{color}-{size}");
  const preview = create.getByRole("table", { name: "4 new variants" });
  await expect(preview.getByRole("row")).toHaveCount(5);
  await expect(preview.getByRole("row", { name: /TEE-BLUE-M/ })).toContainText("Medium");
  await create.getByRole("button", { name: "Create 4 variants" }).click();
  await expect(create.getByRole("status")).toHaveText("4 of 4 created.");
  const grid = page.getByRole("table", { name: "Variants of TEE" });
  await expect(grid.getByRole("row")).toHaveCount(5);
  await expect(grid.getByRole("row", { name: /TEE-RED-S/ })).toContainText("Red");
  await expect(grid.getByRole("row", { name: /TEE-RED-S/ })).toContainText("all inherited");

  // Existing combinations are skipped: adding Green offers only the two new ones.
  await create.getByRole("group", { name: "Colour" }).getByLabel("Green").check();
  await expect(create.getByRole("table", { name: /^2 new variants; 4 combinations exist already/ })).toBeVisible();
  const axe = await axeScan(page, testInfo, "model with its variant grid");
  await snap(page, testInfo, "model with its variant grid");
  expect(axe.serious).toEqual([]);

  // A variant says whose it is and which fields it inherits; a name of its own stops inheriting.
  await grid.getByRole("link", { name: "TEE-RED-S" }).click();
  await expect(page.getByText("Variant of TEE (Tee).")).toBeVisible();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Tee");
  await expect(name).toHaveAccessibleDescription(/Inherited from the model/);
  await expect(name).toBeDisabled();
  await expect(page.getByLabel("Material", { exact: true })).toHaveAccessibleDescription(/Inherited from the model/);
  await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("red");
  await snap(page, testInfo, "variant with inherited fields");
  await page.getByRole("button", { name: "Override Name" }).click();
  await name.fill("Tee red S");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The quality score is recomputed in the background.")).toBeVisible();
  await expect(name).not.toHaveAccessibleDescription(/Inherited/);
  const variantId = page.url().split("/").pop()!;
  const saved = await api(request, supplier, "GET", `/api/v1/products/${variantId}`);
  expect(saved).toMatchObject({ name: "Tee red S", kind: "variant", parentId: model.id, inherited: ["attributes.material"] });

  await page.getByRole("link", { name: "TEE", exact: true }).click();
  await expect(grid.getByRole("row", { name: /TEE-RED-S/ })).toContainText("1 overridden");

  // The list shows each product's kind, and hides variants on request.
  await page.goto("/producer/products");
  const list = page.getByRole("table", { name: "Products" });
  await expect(list.getByRole("row")).toHaveCount(8);
  await page.getByLabel("Show", { exact: true }).selectOption({ label: "Simple products and models (hide variants)" });
  await expect(page).toHaveURL(/kind=simple%2Cmodel/);
  await expect(list.getByRole("row")).toHaveCount(4);
  // The grid shows each row's kind once its column is chosen.
  await page.locator("summary", { hasText: "Columns" }).click();
  await page.getByRole("group", { name: "Show columns" }).getByRole("checkbox", { name: "Kind" }).check();
  await page.locator("summary", { hasText: "Columns" }).click();
  await expect(list.getByRole("row", { name: /POLO/ })).toContainText("model");
  await expect(list.getByRole("row", { name: /MUG/ })).toContainText("simple");

  // A buyer sees the model in the catalogue and its variants on its page.
  const variants = await api(request, supplier, "GET", `/api/v1/products?parentId=${model.id}`);
  for (const v of variants.items) await api(request, supplier, "PATCH", `/api/v1/products/${v.id}`, { status: "active" });
  const buyer = await signUp(request, "buyer");
  await connect(request, supplier, buyer);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, buyer, /\/buyer$/);
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await expect(results.getByRole("listitem").filter({ hasText: "TEE" })).toContainText("with variants");
  await expect(results).not.toContainText("TEE-RED-S");
  await results.getByRole("link", { name: "Tee" }).click();
  await expect(page.getByRole("heading", { name: "Tee", level: 1 })).toBeVisible();
  const offered = page.getByRole("table", { name: "Variants of Tee" });
  await expect(offered.getByRole("row")).toHaveCount(5);
  await expect(offered.getByRole("row", { name: /TEE-BLUE-M/ })).toContainText("Blue");
  await expect(offered.getByRole("row", { name: /TEE-RED-S/ })).toContainText("Tee red S");
  const buyerAxe = await axeScan(page, testInfo, "buyer model page with variants");
  await snap(page, testInfo, "buyer model page with variants");
  expect(buyerAxe.serious).toEqual([]);
  await offered.getByRole("link", { name: "TEE-RED-S" }).click();
  await expect(page.getByText("Variant of Tee")).toBeVisible();
});
