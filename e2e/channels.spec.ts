import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";

test("create a channel and see a skipped publication with its reason", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const complete = await api(request, supplier, "POST", "/api/v1/products", { sku: "LAMP-1", name: "Desk lamp", status: "active", attributes: { gtin: "4006381333931" } });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "LAMP-2", name: "Floor lamp", status: "active" });
  await signIn(page, supplier, /\/producer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Channels" }).click();
  await expect(page.getByText("No channels yet")).toBeVisible();
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByLabel("Channel name").fill("Marketplace feed");
  await page.getByLabel("Feed format").selectOption("json");
  await page.getByRole("button", { name: "Add target" }).click();
  const gtin = page.getByRole("group", { name: "Target 3" });
  await gtin.getByLabel("Target field").fill("gtin");
  await gtin.getByLabel("Source").fill("attributes.gtin");
  await gtin.getByLabel("Required (a product without it is skipped)").check();
  await snap(page, testInfo, "attribute map editor");
  await page.getByRole("button", { name: "Create channel" }).click();

  await expect(page.getByRole("heading", { name: "Marketplace feed" })).toBeVisible();
  const table = page.getByRole("table", { name: "Publications of this channel" });
  const skipped = table.getByRole("row", { name: /LAMP-2/ });
  await expect(skipped).toContainText("skipped", { timeout: 20_000 });
  await expect(skipped).toContainText("missing required: gtin");
  await expect(skipped).toContainText("missing required gtin");
  await expect(table.getByRole("row", { name: /LAMP-1/ })).not.toContainText("skipped");
  await snap(page, testInfo, "publications with a skipped product and its reason");

  await page.getByLabel("Find products to try").fill("LAMP-1");
  await page.getByRole("checkbox", { name: /LAMP-1/ }).check();
  await page.getByRole("button", { name: /Preview 1 selected/ }).click();
  const preview = page.getByRole("table", { name: "Preview results" });
  await expect(preview).toContainText("ready");
  await expect(preview).toContainText('"gtin": "4006381333931"');
  expect(complete.id).toBeTruthy();
  await snap(page, testInfo, "dry-run preview");
});

// A UUID anywhere in a text: the preview names products by SKU only.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test("a feed channel's readiness and summary follow a sync; publications by status; a draft previewed by SKU; the feed downloaded", async ({ page, request }, testInfo) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Channels" }).click();
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByLabel("Channel name").fill("Shelf feed");
  await page.getByLabel("Feed format").selectOption("json");
  await page.getByRole("button", { name: "Add target" }).click();
  const gtin = page.getByRole("group", { name: "Target 3" });
  await gtin.getByLabel("Target field").fill("gtin");
  await gtin.getByLabel("Source").fill("attributes.gtin");
  await gtin.getByLabel("Required (a product without it is skipped)").check();
  await page.getByRole("button", { name: "Create channel" }).click();
  await expect(page.getByRole("heading", { name: "Shelf feed" })).toBeVisible();

  await expect(page.getByTestId("ready-count")).toHaveText("0");
  await expect(page.getByTestId("sync-run")).toContainText("Never synced");
  await expect(page.getByTestId("publication-summary")).toHaveText("By status: no publications yet");
  expect(errors).toEqual([]);

  // Before any file is written: said in plain words, with the request id
  // (the browser logs the 409 itself; that one message is expected).
  await page.getByRole("button", { name: "Download feed" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "No feed file yet" });
  await expect(refusal).toContainText("No feed file yet: run Sync now");
  await expect(refusal).toContainText(/Request id: \S+/);
  await snap(page, testInfo, "no feed file yet, with the request id (1440 px)");
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/409/);
  errors.length = 0;

  // Products made elsewhere (here through the API): the cards and the summary
  // fill in as the background evaluation lands, without a reload.
  await api(request, supplier, "POST", "/api/v1/products", { sku: "SHELF-1", name: "Oak shelf", status: "active", attributes: { gtin: "4006381333931" } });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "SHELF-2", name: "Pine shelf", status: "active" });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "SHELF-DRAFT", name: "Draft shelf", status: "draft" });
  await expect(page.getByTestId("ready-count")).toHaveText("1", { timeout: 20_000 });
  await expect(page.getByTestId("skipped-count")).toHaveText("1", { timeout: 20_000 });
  await expect(page.getByTestId("publication-summary")).toHaveText(/^By status: 1 (pending|delivered) · 1 skipped$/);

  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByTestId("sync-run")).toContainText("Last sync completed", { timeout: 20_000 });
  await expect(page.getByTestId("publication-summary")).toHaveText("By status: 1 delivered · 1 skipped");
  await expect(page.getByTestId("ready-count")).toHaveText("1");
  const table = page.getByRole("table", { name: "Publications of this channel" });
  await expect(table.getByRole("row", { name: /SHELF-1/ })).toContainText("delivered");
  await snap(page, testInfo, "readiness and summary after a sync (1440 px)");

  await page.getByLabel("Show").selectOption("skipped");
  await expect(table.getByRole("row", { name: /SHELF-2/ })).toContainText("skipped");
  await expect(table.getByRole("row", { name: /SHELF-1/ })).toHaveCount(0);
  await page.getByLabel("Show").selectOption("pending");
  await expect(page.getByText("No pending publications")).toBeVisible();
  await page.getByLabel("Show").selectOption("delivered");
  await expect(table.getByRole("row", { name: /SHELF-1/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /SHELF-2/ })).toHaveCount(0);
  await snap(page, testInfo, "publications filtered by status (1440 px)");

  // What the file holds for a delivered product, read when the dialog opens.
  await table.getByRole("row", { name: /SHELF-1/ }).getByRole("button", { name: "What was sent for SHELF-1" }).click();
  const sent = page.getByRole("dialog", { name: "What was sent for SHELF-1" });
  await expect(sent.getByRole("definition").filter({ hasText: "4006381333931" })).toBeVisible();
  await expect(sent.getByRole("term").filter({ hasText: "gtin" })).toBeVisible();
  await expect(sent).toContainText("Oak shelf");
  await snap(page, testInfo, "what was sent for a delivered publication (1440 px)");
  const axeSent = await axeScan(page, testInfo, "what was sent, dialog open");
  expect(axeSent.violations, JSON.stringify(axeSent)).toBe(0);
  await sent.getByRole("button", { name: "Close" }).click();
  await expect(sent).toBeHidden();
  await page.getByLabel("Show").selectOption("skipped");
  await table.getByRole("button", { name: "What was sent for SHELF-2" }).click();
  const notSent = page.getByRole("dialog", { name: "What was sent for SHELF-2" });
  await expect(notSent).toContainText("Not delivered yet.");
  await page.keyboard.press("Escape");
  await expect(notSent).toBeHidden();

  await page.getByLabel("Find products to try").fill("shelf");
  await page.getByRole("checkbox", { name: /SHELF-DRAFT/ }).check();
  await page.getByRole("checkbox", { name: /SHELF-2/ }).check();
  await page.getByRole("button", { name: /Preview 2 selected/ }).click();
  const preview = page.getByRole("table", { name: "Preview results" });
  await expect(preview.getByRole("row", { name: /SHELF-DRAFT/ })).toContainText("A draft product: only active products are sent.");
  await expect(preview.getByRole("row", { name: /SHELF-2/ })).toContainText("would skip");
  expect(await preview.innerText()).not.toMatch(UUID);
  await snap(page, testInfo, "preview of a draft, by SKU (1440 px)");

  const axeWide = await axeScan(page, testInfo, "channel page at 1440 px");
  expect(axeWide.violations, JSON.stringify(axeWide)).toBe(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download feed" }).click()]);
  expect(download.suggestedFilename()).toBe("Shelf feed.json");
  const feed = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(feed.records.map((r: { sku: string }) => r.sku)).toEqual(["SHELF-1"]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("ready-count")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, testInfo, "channel page (390 px)");
  const axeNarrow = await axeScan(page, testInfo, "channel page at 390 px");
  expect(axeNarrow.violations, JSON.stringify(axeNarrow)).toBe(0);
  expect(errors).toEqual([]);
});
