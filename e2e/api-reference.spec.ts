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
  page.on("requestfailed", (request) => errors.push(`failed: ${request.url()}`));
  page.on("response", (res) => {
    if (res.status() >= 400) errors.push(`${res.status()}: ${res.url()}`);
  });
  const documentRead = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/openapi.json");
  const response = await page.goto("/docs/api");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Product information service" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "admin" })).toBeVisible();
  await expect(page.getByRole("link", { name: "products", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^\/api\/v1\/admin\/orgs\/\{id\}\/invoices HTTP Method: POST/ })).toBeVisible();
  // The AI agent would send the document to Scalar's servers; it is off.
  await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
  // Once the operations show, the document has been read; fonts are the last
  // thing a renderer would fetch from elsewhere. (Chromium's "networkidle"
  // never came in 2 of 3 runs although every request had finished, after
  // Scalar rewrites the page's URL.)
  expect((await documentRead).status()).toBe(200);
  await page.evaluate(async () => void (await document.fonts.ready));
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
