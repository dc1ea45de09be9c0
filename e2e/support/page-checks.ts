import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

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

export type AxeSummary = { violations: number; serious: string[]; byImpact: Record<string, number> };

// An axe scan against WCAG 2.1 A and AA; the full result goes into the report.
export async function axeScan(page: Page, testInfo: TestInfo, name: string): Promise<AxeSummary> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  await testInfo.attach(`axe: ${name}`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const byImpact: Record<string, number> = {};
  for (const v of results.violations) byImpact[v.impact ?? "unknown"] = (byImpact[v.impact ?? "unknown"] ?? 0) + 1;
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
  return { violations: results.violations.length, serious, byImpact };
}

// No axe finding of any impact. After a client-side navigation Next.js sets
// the new page's title a moment after its content: the scan waits for it
// rather than reading the gap.
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  expect((await axeScan(page, testInfo, name)).byImpact, name).toEqual({});
}
