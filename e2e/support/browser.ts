import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { Account } from "./api";

const DOC_SCREENSHOTS = path.resolve(import.meta.dirname, "../../docs/screenshots");

// Signs in through the login page, as a user would.
export async function signIn(page: Page, account: Pick<Account, "email" | "password">, expectPath: RegExp): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(expectPath);
}

// A named screenshot in the test report.
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

// Console errors and uncaught exceptions of a page, collected as they happen.
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// Named screenshots of the page at desktop (1440 px) and phone (390 px)
// widths; at the phone width the page must not scroll sideways. With
// DOC_SCREENSHOTS=1 they are also written to docs/screenshots/ for docs/portals.md.
// `fullPage: false` takes the window only, for pages with sticky bars, which
// a full-page capture would paint in the middle of the page; `show` is
// scrolled into view at each width first, and `prepare` runs after each
// resize (to bring into view what the shot is of).
export async function snapAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true, show, prepare }: { fullPage?: boolean; show?: Locator; prepare?: () => Promise<void> } = {},
): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await prepare?.();
    if (width === 390) {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name} scrolls sideways at 390 px` }).toBeLessThanOrEqual(0);
    }
    if (show) {
      await show.evaluate((el) => el.scrollIntoView({ block: "center" }));
      // Two frames, so what reacts to the scroll (a sticky index) has painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    const body = await page.screenshot({ fullPage });
    await testInfo.attach(`${name} (${width} px)`, { body, contentType: "image/png" });
    if (process.env.DOC_SCREENSHOTS === "1") {
      await mkdir(DOC_SCREENSHOTS, { recursive: true });
      await writeFile(path.join(DOC_SCREENSHOTS, `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${width}.png`), body);
    }
  }
  if (before) await page.setViewportSize(before);
}

// A portal page through its navigation, as a user would: on a phone the menu
// is opened first.
export async function openFromMenu(page: Page, label: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Portal" });
  const menu = nav.getByRole("button", { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name: label, exact: true }).click();
}
