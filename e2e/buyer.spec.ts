import { expect, test } from "@playwright/test";
import { api, connect, signUp, uniqueName, uploadImage } from "./support/api";
import { signIn, snap } from "./support/browser";
import { testPng } from "./support/png";

test("a buyer searches connected suppliers with facets and opens a product with media", async ({ page, request }, testInfo) => {
  const [north, south, stranger] = [await signUp(request, "supplier", uniqueName("North Mills")), await signUp(request, "supplier", uniqueName("South Forge")), await signUp(request, "supplier")];
  const buyer = await signUp(request, "buyer");
  await connect(request, north, buyer);
  await connect(request, south, buyer);
  await api(request, north, "POST", "/api/v1/products/bulk", {
    items: [
      { sku: "N-1", name: "Wool blanket", status: "active", tags: ["winter", "home"] },
      { sku: "N-2", name: "Wool scarf", status: "active", tags: ["winter"] },
      { sku: "N-3", name: "Draft throw", status: "draft", tags: ["winter"] },
    ],
  });
  const kettle = await api(request, south, "POST", "/api/v1/products", { sku: "S-1", name: "Cast iron kettle", description: "Heavy, even heat.", status: "active", tags: ["kitchen"] });
  await api(request, stranger, "POST", "/api/v1/products", { sku: "X-1", name: "Wool socks from elsewhere", status: "active" });
  const image = await uploadImage(request, south, await testPng(400, 300), "kettle.png");
  await api(request, south, "PUT", `/api/v1/products/${kettle.id}/assets`, { assetIds: [image] });

  await signIn(page, buyer, /\/buyer$/);
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("group", { name: "Supplier" })).toContainText(north.organizationName);
  await expect(page.getByText("Draft throw")).toHaveCount(0);
  await expect(page.getByText("Wool socks from elsewhere")).toHaveCount(0);
  await snap(page, testInfo, "catalogue with facets");

  await page.getByLabel("Search the catalogue").fill("wool");
  await expect(results.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("group", { name: "Tags" }).getByLabel("home").check();
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Wool blanket");
  await snap(page, testInfo, "search narrowed by text and a tag facet");

  await page.getByRole("button", { name: "Clear all filters" }).click();
  await page.getByRole("group", { name: "Supplier" }).getByLabel(south.organizationName).check();
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await results.getByRole("link", { name: "Cast iron kettle" }).click();
  await expect(page.getByRole("heading", { name: "Cast iron kettle" })).toBeVisible();
  const picture = page.getByRole("img", { name: "Cast iron kettle: kettle.png" });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await snap(page, testInfo, "product detail with media");
});

test("a buyer accepts a supplier's invitation in the portal", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const buyer = await signUp(request, "buyer");
  await api(request, supplier, "POST", "/api/v1/products", { sku: "T-1", name: "Teapot", status: "active" });
  const { token } = await api(request, supplier, "POST", "/api/v1/connections/invitations", {});
  await signIn(page, buyer, /\/buyer$/);
  await expect(page.getByText("Your catalogue is empty")).toBeVisible();
  await page.getByRole("link", { name: "Accept an invitation" }).click();
  await page.getByLabel("Invitation token").fill(token);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByText(`Connected to ${supplier.organizationName}.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(supplier.organizationName) })).toContainText("active");
  await snap(page, testInfo, "connection accepted");
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(page.getByRole("list", { name: "Results" })).toContainText("Teapot");
});
