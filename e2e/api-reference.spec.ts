import { expect, test } from "@playwright/test";

// /docs/api renders the OpenAPI document with Scalar from this server alone:
// no console errors and no request that leaves it.
test("the API reference renders every operation offline, without console errors", async ({ page, baseURL }) => {
  const errors: string[] = [];
  const outside: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) outside.push(request.url());
  });
  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Product information service" }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("/api/v1/search/products").first()).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
