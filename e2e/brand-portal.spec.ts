import { expect, test } from "@playwright/test";
import { api, signUp, uniqueName, uploadImage } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { testPng } from "./support/png";

test("publish a brand portal and open it without a session", async ({ page, request, browser }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Alder & Oak"));
  const logo = await uploadImage(request, supplier, await testPng(200, 200), "alder-logo.png");
  const picture = await uploadImage(request, supplier, await testPng(480, 360), "chair.png");
  const chair = await api(request, supplier, "POST", "/api/v1/products", { sku: "CH-1", name: "Oak chair", description: "Solid oak, oiled.", status: "active", tags: ["furniture"] });
  await api(request, supplier, "PUT", `/api/v1/products/${chair.id}/assets`, { assetIds: [picture] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "CH-2", name: "Unfinished stool", status: "draft", tags: ["furniture"] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "LMP", name: "Brass lamp", status: "active", tags: ["lighting"] });

  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Brand portals" }).click();
  await page.getByRole("button", { name: "New brand portal" }).click();
  const slug = `alder-${Date.now()}`;
  await page.getByLabel("Title").fill("Alder & Oak furniture");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Logo").selectOption({ label: "alder-logo.png" });
  await page.getByLabel("Tags").fill("furniture");
  await page.getByRole("button", { name: "Create portal" }).click();
  await expect(page.getByRole("heading", { name: "Alder & Oak furniture" })).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("link", { name: `/brand/${slug}` })).toBeVisible();
  await snap(page, testInfo, "brand portal editor, published");
  expect(logo).toBeTruthy();

  // Anyone: a fresh context with no cookies, on a phone-sized screen.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await visitor.newPage();
  const errors = consoleErrors(phone);
  const response = await phone.goto(`/brand/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(phone.getByRole("heading", { level: 1, name: "Alder & Oak furniture" })).toBeVisible();
  const logoImg = phone.getByRole("img", { name: `${supplier.organizationName} logo` });
  await expect.poll(() => logoImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const grid = phone.getByRole("list", { name: "Products" });
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(grid).toContainText("Oak chair");
  await expect.poll(() => grid.getByRole("img", { name: "Oak chair" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await testInfo.attach("public brand portal on a phone", { body: await phone.screenshot({ fullPage: true }), contentType: "image/png" });

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Not published")).toBeVisible();
  expect((await phone.goto(`/brand/${slug}`))?.status()).toBe(404);
  await visitor.close();
});
