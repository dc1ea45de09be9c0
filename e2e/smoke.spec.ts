import { expect, test } from "@playwright/test";

// The browser reaches the service and the page renders without console errors.
test("home page renders with a request id and no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-request-id"]).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
  await expect(page.getByRole("heading", { name: "Product Information Service" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("health endpoint answers ok", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});
