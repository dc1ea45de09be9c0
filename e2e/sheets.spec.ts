import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn } from "./support/browser";

// A product's PDF sheet from the editor, and a line sheet of products ticked
// in the grid, written in the background and then offered as a link.
test("download a product's sheet from the editor and a line sheet from the grid", async ({ page, request }) => {
  const supplier = await signUp(request, "supplier");
  const { results } = await api(request, supplier, "POST", "/api/v1/products/bulk", {
    items: [
      { sku: "OAK-BENCH", name: "Oak bench", status: "active", description: "A bench of oiled oak." },
      { sku: "ASH-STOOL", name: "Ash stool", status: "active" },
    ],
  });
  const bench = results.find((r: { sku: string }) => r.sku === "OAK-BENCH");
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);

  await page.goto(`/producer/products/${bench.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sheet" }).click();
  const sheet = await downloading;
  expect(sheet.suggestedFilename()).toBe("OAK-BENCH.pdf");
  expect((await readFile((await sheet.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto("/producer/products");
  await page.getByRole("checkbox", { name: "Select all products shown" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await bulk.getByRole("button", { name: "Line sheet (PDF)" }).click();
  const link = bulk.getByRole("link", { name: "Download the line sheet" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const pdf = await request.get((await link.getAttribute("href"))!);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(errors).toEqual([]);
});
