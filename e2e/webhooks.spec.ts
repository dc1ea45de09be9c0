import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

// A receiver on this machine (the e2e server allows private destinations).
let receiver: Server;
let receiverUrl = "";
const received: { event: string; body: any }[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ event: String(req.headers["x-pis-event"]), body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

test("add a webhook endpoint, make a product and read its delivery in the log", async ({ page, request }, testInfo) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByText("No endpoints yet")).toBeVisible();

  // Nothing chosen: said in words before anything is sent.
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter the endpoint's full http or https URL. Choose at least one event." })).toBeVisible();

  await page.getByLabel("Endpoint URL").fill(receiverUrl);
  await page.getByRole("checkbox", { name: /product\.created/ }).check();
  await page.getByRole("checkbox", { name: /product\.deleted/ }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = page.getByTestId("webhook-secret");
  await expect(secret).toHaveText(/^whsec_/);
  await expect(page.getByText("It will not be shown again.")).toBeVisible();
  const secretText = (await secret.textContent())!;
  await snap(page, testInfo, "signing secret, shown once (1440 px)");
  await page.getByRole("button", { name: "I have stored it" }).click();

  const row = page.getByRole("row", { name: new RegExp(receiverUrl.replace(/[.]/g, "\\.")) });
  await expect(row).toContainText("product.created, product.deleted");
  await expect(row).toContainText("enabled");
  await expect(page.getByText(secretText)).toHaveCount(0);

  const product = await api(request, supplier, "POST", "/api/v1/products", { sku: "HOOK-1", name: "Hooked lamp" });
  await expect.poll(() => received.filter((r) => r.event === "product.created" && r.body.data.sku === "HOOK-1").length, { timeout: 20_000 }).toBe(1);
  expect(received.find((r) => r.body.data.sku === "HOOK-1")!.body.data).toEqual({ productId: product.id, sku: "HOOK-1" });

  await row.getByRole("link").click();
  const log = page.getByRole("table", { name: "Deliveries to this endpoint" });
  const delivery = log.getByRole("row", { name: /HOOK-1/ });
  await expect(delivery).toContainText("product.created");
  await expect(delivery).toContainText("delivered", { timeout: 10_000 });
  await expect(delivery).toContainText("204");
  await snap(page, testInfo, "delivery log (1440 px)");
  const axeLog = await axeScan(page, testInfo, "delivery log");
  expect(axeLog.violations, JSON.stringify(axeLog)).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(delivery).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, testInfo, "delivery log (390 px)");

  // Disabled, the endpoint stays listed and says so.
  await page.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByRole("button", { name: "Enable" })).toBeVisible();
  await page.getByRole("link", { name: "Webhooks" }).first().click();
  await expect(page.getByRole("row", { name: /disabled/ })).toBeVisible();
  await snap(page, testInfo, "endpoint list (390 px)");
  await page.setViewportSize({ width: 1440, height: 900 });
  const axeList = await axeScan(page, testInfo, "endpoint list");
  expect(axeList.violations, JSON.stringify(axeList)).toBe(0);
  await snap(page, testInfo, "endpoint list (1440 px)");
  expect(errors).toEqual([]);

  // The API's refusal, in its words and with the request id to quote
  // (the browser logs the 422 itself, so this comes after the console check).
  await page.getByLabel("Endpoint URL").fill("http://nowhere.invalid/hooks");
  await page.getByRole("checkbox", { name: /asset\.confirmed/ }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Request id" });
  await expect(refusal).toContainText("nowhere.invalid does not resolve.");
  await expect(refusal).toContainText(/Request id: \S+/);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("row", { name: /disabled/ }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No endpoints yet")).toBeVisible();
});
