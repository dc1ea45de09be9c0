import { expect, test, type Browser } from "@playwright/test";
import { API_TAGS } from "../lib/http/api-tags";
import { axeScan } from "./support/page-checks";

// The first group of the reference, as Swagger UI renders it.
const FIRST_GROUP = `#operations-tag-${API_TAGS[0].name.replace(/\s/g, "_")}`;

// When the first tag group is on screen, in ms from the start of navigation
// (the page's time origin): recorded by the page itself on the frame after
// the group appears, so the test's polling does not count.
function recordFirstGroup(selector: string) {
  const w = window as unknown as { firstGroupAt?: number };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => (w.firstGroupAt = performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

// One reader's first visit: a fresh context (an empty cache), navigation to
// the first tag group on screen, in ms.
async function firstVisit(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordFirstGroup, FIRST_GROUP);
  await page.goto("/docs/api");
  const at = await page.waitForFunction(() => (window as unknown as { firstGroupAt?: number }).firstGroupAt).then((h) => h.jsonValue() as Promise<number>);
  await context.close();
  return at;
}

// /docs/api renders the OpenAPI document with Swagger UI from this server
// alone: no console errors and no request that leaves it, the groups in the
// document's order, usable within 1.5 s, and no serious accessibility finding.
test("the API reference lists the operations by tag quickly, offline and accessibly", async ({ browser, page, baseURL }, testInfo) => {
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
  await expect(page.locator(FIRST_GROUP)).toBeVisible({ timeout: 30_000 });
  expect((await documentRead).status()).toBe(200);

  // The median of three first visits, each with an empty cache, so one
  // stall of the shared machine does not decide it.
  const visits = [await firstVisit(browser), await firstVisit(browser), await firstVisit(browser)].sort((a, b) => a - b);
  console.log(`/docs/api: first tag group visible ${visits.map(Math.round).join(", ")} ms after navigation (median ${Math.round(visits[1]!)})`);
  expect(visits[1]).toBeLessThan(1500);

  await expect(page.getByRole("heading", { level: 1, name: /^Product information service/ })).toBeVisible();
  // Every group, in the order of the document's tags.
  const groups = await page.locator("h3.opblock-tag").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-tag")));
  expect(groups).toEqual(API_TAGS.map((t) => t.name));
  // Groups open on a click, the first and the last alike.
  await page.locator(`${FIRST_GROUP}`).click();
  await expect(page.locator("#operations-Authentication-postPublicSignup")).toBeVisible();
  await page.locator("#operations-tag-Platform_administration").click();
  await expect(page.locator("#operations-tag-Platform_administration").locator("xpath=..").locator(".opblock").first()).toBeVisible();
  await expect(page.locator("#operations-Authentication-postPublicSignup")).toContainText("Sign up a new organisation");
  // The events the service sends, after the operations.
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeVisible();

  await page.evaluate(async () => void (await document.fonts.ready));
  const axe = await axeScan(page, testInfo, "/docs/api");
  expect(axe.serious).toEqual([]);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("api-reference.png"), fullPage: false });
});
