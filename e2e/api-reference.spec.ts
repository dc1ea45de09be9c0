import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { API_TAGS } from "../lib/http/api-tags";
import { axeScan } from "./support/page-checks";

const DOCS = path.resolve(import.meta.dirname, "../docs/screenshots");
// The first group of the reference.
const FIRST_GROUP = `#tag-${API_TAGS[0].name.replace(/[^A-Za-z0-9_-]+/g, "_")}`;

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

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: false });
  await testInfo.attach(name, { body, contentType: "image/png" });
  if (process.env.DOC_SCREENSHOTS === "1") {
    await mkdir(DOCS, { recursive: true });
    await writeFile(path.join(DOCS, `${name}.png`), body);
  }
}

// /docs/api renders the OpenAPI document from this server alone, as HTML
// with no script: no console errors and no request that leaves it, the
// groups in the document's order, usable within 1.5 s, an operation's
// parameters, body and responses a click away, schema names linked to their
// entries, and no serious accessibility finding at either width.
for (const width of [1440, 390]) {
  test(`the API reference at ${width} px lists the operations by tag quickly, offline and accessibly`, async ({ browser }, testInfo) => {
    const phone = width < 600;
    const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    const errors: string[] = [];
    const outside: string[] = [];
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) outside.push(request.url());
    });
    page.on("requestfailed", (request) => errors.push(`failed: ${request.url()}`));
    page.on("response", (res) => {
      if (res.status() >= 400) errors.push(`${res.status()}: ${res.url()}`);
    });

    const response = await page.goto("/docs/api");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toBe("text/html; charset=utf-8");
    await expect(page.locator(FIRST_GROUP)).toBeVisible();

    // The median of three first visits, each with an empty cache, so one
    // stall of the shared machine does not decide it.
    const visits = [await firstVisit(browser), await firstVisit(browser), await firstVisit(browser)].sort((a, b) => a - b);
    console.log(`/docs/api at ${width} px: first tag group visible ${visits.map(Math.round).join(", ")} ms after navigation (median ${Math.round(visits[1]!)})`);
    expect(visits[1]).toBeLessThan(1500);

    await expect(page.getByRole("heading", { level: 1, name: /^Product information service/ })).toBeVisible();
    expect(await page.locator("script").count()).toBe(0);
    // Every group, in the order of the document's tags, closed.
    await expect(page.locator("details.group h3")).toHaveText(API_TAGS.map((t) => t.name));
    expect(await page.locator("details.group[open]").count()).toBe(0);
    await screenshot(page, testInfo, `api-reference-${width}`);

    // A group opens on a click, and an operation inside it.
    const signup = page.locator("#operation-postPublicSignup");
    await expect(signup).toBeHidden();
    await page.locator(`${FIRST_GROUP} > summary`).click();
    await expect(signup).toBeVisible();
    await expect(signup.locator("summary")).toContainText("Sign up a new organisation");
    await signup.locator("summary").click();
    await expect(signup.locator(".operation-body > p").first()).toHaveText("No credential.");
    await expect(signup.locator("code.prop")).toHaveText(["organizationName", "organizationKind", "email", "password", "name"]);
    await expect(signup.locator(".status")).toHaveText(["201", "400", "409", "413", "422", "429", "500"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await signup.evaluate((operation) => operation.scrollIntoView());
    await screenshot(page, testInfo, `api-reference-operation-${width}`);

    // The response's schema name leads to its entry under "Schemas", open.
    await signup.locator('a[href="#schema-Signup"]').first().click();
    await expect(page).toHaveURL(/#schema-Signup$/);
    await expect(page.locator("details.component").filter({ has: page.locator("#schema-Signup") })).toHaveJSProperty("open", true);
    await expect(page.getByRole("heading", { level: 3, name: "Signup", exact: true })).toBeInViewport();
    await expect(page.locator("#schema-Signup code.prop").first()).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "Schemas" })).toBeVisible();

    // The last group opens as the first does.
    const last = page.locator("#tag-Platform_administration");
    await last.locator("> summary").click();
    await expect(last.locator("details.operation").first()).toBeVisible();
    // The events the service sends, after the operations.
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeVisible();
    await expect(page.locator("#operation-webhookProductCreatedEvent summary")).toContainText("A product was created");

    const axe = await axeScan(page, testInfo, `/docs/api at ${width} px`);
    expect(axe.serious, JSON.stringify(axe)).toEqual([]);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
}
