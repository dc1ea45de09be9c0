import { expect, test, type Page } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

// Moving between portal pages on a warm server: the next page's content (its
// heading, and no loading state left in it) within 300 ms of the click,
// with no "Loading…" shown on the way. Timed in the page, click to content.
const NEXT_PAGE_BUDGET_MS = 300;
const PAGES = ["Assets", "Channels", "Members", "Attributes", "Buyers", "Categories"];

async function navigate(page: Page, label: string): Promise<{ ms: number; loadingShown: boolean }> {
  return page.evaluate(
    ({ label }) =>
      new Promise<{ ms: number; loadingShown: boolean }>((resolve, reject) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Portal"] a')].find((a) => a.textContent?.trim() === label);
        if (!link) return reject(new Error(`no link ${label}`));
        const from = location.pathname;
        let loadingShown = false;
        const start = performance.now();
        link.click();
        const tick = () => {
          const main = document.querySelector("main");
          const loading = main?.querySelectorAll(".state.loading") ?? [];
          for (const el of loading) if (getComputedStyle(el).visibility === "visible") loadingShown = true;
          const heading = main?.querySelector("h1");
          if (location.pathname !== from && heading && loading.length === 0) resolve({ ms: performance.now() - start, loadingShown });
          else if (performance.now() - start > 10_000) reject(new Error(`${label} did not show its content`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { label },
  );
}

test("portal pages follow each other without a loading flash, in under 300 ms on a warm server", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "POST", "/api/v1/categories", { name: "Kitchen" });
  await api(request, supplier, "POST", "/api/v1/attributes", { code: "colour", type: "text" });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  // Warm: each page once (the server's first render of a route, the browser's code).
  for (const label of PAGES) await navigate(page, label);
  const timings: Record<string, number> = {};
  for (const label of PAGES) {
    const { ms, loadingShown } = await navigate(page, label);
    timings[label] = Math.round(ms);
    expect(loadingShown, `${label} showed "Loading…"`).toBe(false);
  }
  console.log(`next page content: ${JSON.stringify(timings)} ms`);
  testInfo.annotations.push({ type: "next page content (ms)", description: JSON.stringify(timings) });
  for (const [label, ms] of Object.entries(timings)) expect(ms, label).toBeLessThan(NEXT_PAGE_BUDGET_MS);
  expect(errors).toEqual([]);
});

test("on a phone the portal menu folds behind a Menu button that names the page", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, supplier, /\/producer$/);
  const nav = page.getByRole("navigation", { name: "Portal" });
  const menu = nav.getByRole("button", { name: "Menu: Dashboard" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Members" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Members" })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, "phone menu open");
  await page.screenshot({ fullPage: false }).then((body) => testInfo.attach("phone menu open (390 px)", { body, contentType: "image/png" }));
  await snapAtWidths(page, testInfo, "portal menu open");
  await nav.getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Menu: Members" })).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Assets" })).toBeHidden();
  // Escape folds it again.
  await nav.getByRole("button", { name: "Menu: Members" }).click();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Assets" })).toBeHidden();
  // Wide screens keep the side list and no button.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(nav.getByRole("link", { name: "Assets" })).toBeVisible();
  await expect(nav.getByRole("button")).toBeHidden();
});
