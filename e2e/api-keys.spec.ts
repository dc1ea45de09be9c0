import { expect, test } from "@playwright/test";
import { signUp } from "./support/api";
import { signIn, snap } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

test("create an API key and see the secret once", async ({ page, request, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "API keys" }).click();
  await expect(page.getByText("No API keys yet")).toBeVisible();

  await page.getByLabel("Key name").fill("ERP sync");
  await page.getByLabel("products:write").check();
  await page.getByLabel("Sandbox key: reads real data, every change is refused").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = page.getByTestId("api-key-secret");
  await expect(secret).toHaveText(/^pis_sandbox_[A-Za-z0-9]{32,}$/);
  await expect(page.getByText("It will not be shown again")).toBeVisible();
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  const key = (await secret.textContent())!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // How to use it, with the key itself: the command works as shown.
  const example = (await page.getByTestId("api-key-example").textContent())!;
  const origin = new URL(page.url()).origin;
  expect(example).toBe(`curl -H "X-API-Key: ${key}" "${origin}/api/v1/products?limit=5"`);
  await snap(page, testInfo, "the secret, shown once");

  // The key works, and as a sandbox key it is read-only.
  const read = await request.get("/api/v1/products", { headers: { "x-api-key": key } });
  expect(read.status()).toBe(200);
  expect(read.headers()["x-service-sandbox"]).toBe("true");

  await page.getByRole("button", { name: "I have stored it" }).click();
  await page.reload();
  await expect(page.getByRole("region", { name: "Using a key" }).getByTestId("api-key-example")).toHaveText(`curl -H "X-API-Key: <your key>" "${origin}/api/v1/products?limit=5"`);
  await expectNoAxeViolations(page, testInfo, "API keys page");
  const row = page.getByRole("row", { name: /ERP sync/ });
  await expect(row).toContainText("sandbox");
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.getByText(key)).toHaveCount(0);
  await snap(page, testInfo, "key list without the secret");

  page.once("dialog", (dialog) => dialog.accept());
  const revoked = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/v1/api-keys/"));
  await row.getByRole("button", { name: "Revoke" }).click();
  // The row goes at once (optimistic); the key is dead once the server answers.
  await expect(page.getByText("No API keys yet")).toBeVisible();
  expect((await revoked).status()).toBe(204);
  expect((await request.get("/api/v1/products", { headers: { "x-api-key": key } })).status()).toBe(401);
});
