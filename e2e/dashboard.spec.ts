import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { api, connect, signUp, uniqueName, uploadImage } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { axeScan } from "./support/page-checks";
import { testPng } from "./support/png";

const noAxeViolations = async (page: Page, testInfo: TestInfo, name: string) => expect((await axeScan(page, testInfo, name)).byImpact).toEqual({});
// Failed requests the journey provokes on purpose appear as console errors of the resource.
const unexpected = (errors: string[], ...statuses: number[]) => errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

test("a new supplier's getting-started steps tick themselves from real data, and counts link to the filtered grid", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Hazel"));
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  const steps = page.getByRole("region", { name: "Getting started" });
  await expect(steps).toContainText("0 of 6 done");
  await expect(steps.getByRole("listitem")).toHaveCount(6);
  await expect(steps.getByRole("link", { name: "New product" })).toHaveAttribute("href", "/producer/products/new");
  await expect(steps.getByRole("link", { name: "Invite a buyer" })).toHaveAttribute("href", "/producer/connections");
  await noAxeViolations(page, testInfo, "dashboard of a new organisation");
  await snapAtWidths(page, testInfo, "dashboard of a new organisation");

  // Five steps done through the API, the way an integration would.
  const image = await uploadImage(request, supplier, await testPng(), "mug.png");
  const mug = await api(request, supplier, "POST", "/api/v1/products", { sku: "MUG-1", name: "Enamel mug", description: "Holds 350 ml.", status: "active" });
  await api(request, supplier, "PUT", `/api/v1/products/${mug.id}/assets`, { assetIds: [image] });
  await api(request, supplier, "POST", "/api/v1/products", { sku: "MUG-2", name: "Draft mug" });
  await api(request, supplier, "POST", "/api/v1/channels", { name: "Marketplace feed", locale: "en", destination: { type: "feed", format: "csv" }, attributeMap: { title: { from: "name" } } });
  await connect(request, supplier, await signUp(request, "buyer"));
  await expect.poll(async () => (await api(request, supplier, "GET", "/api/v1/organization/onboarding")).done, { timeout: 30_000 }).toBe(5);
  await page.reload();
  await expect(steps).toContainText("5 of 6 done");
  await expect(steps.getByRole("listitem").filter({ hasText: "Publish a brand portal" })).toContainText("To do");
  await expect(steps.getByRole("listitem").filter({ hasText: "Bring a product to 100% complete" })).toContainText("Done");
  await snapAtWidths(page, testInfo, "dashboard with five steps done");

  // Counts are links into the product grid, filtered by its query parameters.
  const counts = page.getByRole("region", { name: "Counts" });
  const stat = (label: string) => counts.locator(".stat").filter({ has: page.getByText(label, { exact: true }) }).getByRole("link");
  await expect(stat("Products")).toHaveText("2");
  await expect(stat("Active")).toHaveAttribute("href", "/producer/products?status=active");
  await expect(stat("Drafts")).toHaveAttribute("href", "/producer/products?status=draft");
  const green = page.getByRole("region", { name: "Quality bands" }).locator(".stat").filter({ hasText: "green" }).getByRole("link");
  await expect(green).toHaveText("1");
  await expect(green).toHaveAttribute("href", "/producer/products?qualityBand=green");
  await green.click();
  await expect(page).toHaveURL(/\/producer\/products\?qualityBand=green$/);
  await expect(page.getByRole("main")).toContainText("Enamel mug");

  // The last step: the checklist goes away once everything is done.
  const portal = await api(request, supplier, "POST", "/api/v1/brand-portals", { slug: `hazel-${Date.now()}`, title: "Hazel" });
  await api(request, supplier, "POST", `/api/v1/brand-portals/${portal.id}/publish`);
  await page.goto("/producer");
  await expect(page.getByRole("region", { name: "Quality bands" })).toBeVisible();
  await expect(page.getByText("Loading your first steps…")).toHaveCount(0);
  await expect(steps).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("channel readiness is counted from the evaluation, refreshes after Sync now, and a failed feed download names its request id", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Rowan"));
  const ids: string[] = [];
  for (const [sku, description] of [["R-1", "Ready"], ["R-2", "Ready too"], ["R-3", null]] as const) {
    ids.push((await api(request, supplier, "POST", "/api/v1/products", { sku, name: `Rowan ${sku}`, description, status: "active" })).id);
  }
  const channel = await api(request, supplier, "POST", "/api/v1/channels", {
    name: "Shop feed",
    locale: "en",
    destination: { type: "feed", format: "json" },
    attributeMap: { title: { from: "name" }, body: { from: "description", required: true } },
  });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  const notFound: string[] = [];
  page.on("response", (r) => void (r.status() === 404 && notFound.push(r.url())));
  // Opened at once, before the background evaluation has run: the counts catch up without a reload.
  await page.goto(`/producer/channels/${channel.id}`);
  const stat = (label: string) => page.locator(".stat").filter({ hasText: label }).locator(".stat-value");
  await expect(stat("Ready to send")).toHaveText("2", { timeout: 20_000 });
  await expect(stat("Would be skipped")).toHaveText("1");
  await expect(page.locator(".stat").filter({ hasText: "Missing targets" })).toContainText("body (1)");

  // The feed link failing as the issue saw it (a 500): the message carries the request id.
  await page.route("**/api/v1/channels/*/feed", (route) =>
    route.fulfill({
      status: 500,
      headers: { "content-type": "application/json", "x-request-id": "e2e-feed-500" },
      body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong. Quote the request id to support.", requestId: "e2e-feed-500" } }),
    }),
  );
  await page.getByRole("button", { name: "Download feed" }).click();
  const problem = page.getByRole("alert").filter({ hasText: "Quote the request id to support." });
  await expect(problem).toContainText("Something went wrong. Quote the request id to support.");
  await expect(problem).toContainText("e2e-feed-500");
  await page.unroute("**/api/v1/channels/*/feed");
  await noAxeViolations(page, testInfo, "channel with readiness and a failed download");
  await snapAtWidths(page, testInfo, "channel readiness and a failed download");

  await api(request, supplier, "PATCH", `/api/v1/products/${ids[2]}`, { description: "Now ready" });
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText("Sync started.")).toBeVisible();
  await expect(stat("Ready to send")).toHaveText("3", { timeout: 20_000 });
  await expect(stat("Would be skipped")).toHaveText("0");
  expect(unexpected(errors, 500), `404s: ${notFound.join(", ")}`).toEqual([]);
});

test("an unreachable payment provider is said in words on the plan buttons, with the request id", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Linden"));
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Billing" }).click();
  await page.getByRole("button", { name: "Choose Starter" }).click();
  const outage = page.getByRole("alert").filter({ hasText: "Payments are unavailable right now." });
  await expect(outage).toContainText("The payment provider cannot be reached");
  await expect(outage).toContainText("Request id:");
  await expect(page.getByRole("button", { name: "Try Starter again" })).toBeVisible();
  await noAxeViolations(page, testInfo, "billing with the payment provider down");
  await snapAtWidths(page, testInfo, "billing with the payment provider down");
  expect(unexpected(errors, 503)).toEqual([]);
});
