import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

// Largest contentful paint of the current page in ms from navigation start,
// read after two frames so the last candidate has been painted.
export async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
        );
      }),
  );
}

// `found` names every finding with the elements it was found on, so a
// failure that a rerun does not repeat still says what it was.
export type AxeSummary = { violations: number; serious: string[]; byImpact: Record<string, number>; found: string[] };

// An axe scan against WCAG 2.1 A and AA; the full result goes into the report.
export async function axeScan(page: Page, testInfo: TestInfo, name: string): Promise<AxeSummary> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  await testInfo.attach(`axe: ${name}`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const byImpact: Record<string, number> = {};
  for (const v of results.violations) byImpact[v.impact ?? "unknown"] = (byImpact[v.impact ?? "unknown"] ?? 0) + 1;
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.trim()).join("; ")}`);
  return { violations: results.violations.length, serious, byImpact, found };
}

// No axe finding of any impact. After a client-side navigation Next.js sets
// the new page's title a moment after its content: the scan waits for it
// rather than reading the gap.
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  expect((await axeScan(page, testInfo, name)).byImpact, name).toEqual({});
}

// The pixel width of the file an <img> shows. naturalWidth will not do for
// an image chosen from a srcset by width: the browser divides it by the
// density it picked, so it always looks about as wide as the slot.
export async function fileWidth(img: Locator): Promise<number> {
  return img.evaluate(async (el: HTMLImageElement) => {
    const probe = new Image();
    probe.src = el.currentSrc || el.src;
    await probe.decode();
    return probe.naturalWidth;
  });
}

// Every image loaded on the page (scrolled through first, so lazy ones
// load too) whose file is more than twice as wide as it is shown, at the
// screen's pixel density.
export async function oversizedImages(page: Page): Promise<{ src: string; file: number; shown: number; dpr: number }[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => img.currentSrc && !img.complete).length)).toBe(0);
  return page.evaluate(async () => {
    const shown = [...document.images].filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0);
    const measured = await Promise.all(
      shown.map(async (img) => {
        const probe = new Image();
        probe.src = img.currentSrc || img.src;
        await probe.decode();
        return { src: img.currentSrc || img.src, file: probe.naturalWidth, shown: Math.round(img.getBoundingClientRect().width), dpr: window.devicePixelRatio };
      }),
    );
    return measured.filter((i) => i.file > 2 * i.shown * i.dpr);
  });
}
