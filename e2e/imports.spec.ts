import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { signUp } from "./support/api";
import { signIn, snap, snapAtWidths } from "./support/browser";
import { axeScan } from "./support/page-checks";

const HEADER = "sku,name,status,category,tags,wattage";
const LAMPS = ["L-1,Desk lamp,active,Lamps,\"office,led\",40", 'L-2,"Floor lamp, tall",draft,Lamps,,60'];
const BULBS = Array.from({ length: 40 }, (_, i) => `B-${i + 1},Spare bulb ${i + 1},draft,,bulk,`);

function csvFile(rows: string[]) {
  return { name: "lamps.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ...rows].join("\r\n")) };
}

async function contentOf(download: Download): Promise<string> {
  return readFile((await download.path())!, "utf8");
}

async function importFile(page: Page, rows: string[], button: "Check (dry run)" | "Import") {
  await page.getByLabel("Spreadsheet file").setInputFiles(csvFile(rows));
  await page.getByRole("button", { name: button }).click();
}

test("import a CSV with a bad row, fix it from the error report, import again and export the list", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);
  const nav = page.getByRole("navigation", { name: "Portal" });

  await nav.getByRole("link", { name: "Categories" }).click();
  await page.getByLabel("Name").fill("Lamps");
  await page.getByLabel("Other attribute codes").fill("wattage");
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("row", { name: /Lamps/ })).toContainText("wattage");

  // Row 4 of the file (the header is row 1) has a status the API does not know.
  const bad = [...LAMPS, "L-3,Wall lamp,shiny,Lamps,,25", ...BULBS];
  await nav.getByRole("link", { name: "Imports" }).click();
  await importFile(page, bad, "Check (dry run)");
  const run = page.getByRole("region", { name: "Check of lamps.csv" });
  // wattage is no attribute of the dictionary: the check asks what it is.
  const mapping = page.getByRole("region", { name: "Columns to map" });
  await expect(mapping.getByRole("row", { name: /wattage/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Check again (dry run)" })).toBeDisabled();
  await mapping.getByLabel("Read column wattage as").selectOption({ label: "A new attribute named wattage" });
  await expect(await axeScan(page, testInfo, "columns to map")).toMatchObject({ serious: [] });
  await snapAtWidths(page, testInfo, "columns to map");
  await page.getByRole("button", { name: "Check again (dry run)" }).click();
  await expect(run.getByText("43 rows checked: 42 would be created, 0 updated, 1 failed. Nothing was written.")).toBeVisible({ timeout: 30_000 });
  await expect(run.getByRole("table", { name: "Row errors" }).getByRole("row", { name: /^4 status / })).toBeVisible();

  await importFile(page, bad, "Import");
  const imported = page.getByRole("region", { name: "Import of lamps.csv" });
  await expect(imported.getByText("43 rows imported: 42 created, 0 updated, 1 failed.")).toBeVisible({ timeout: 30_000 });
  const errors = imported.getByRole("table", { name: "Row errors" });
  await expect(errors.getByRole("row")).toHaveCount(2);
  await expect(errors.getByRole("row", { name: /^4 status / })).toBeVisible();
  const axeImport = await axeScan(page, testInfo, "import with a row error");
  await snap(page, testInfo, "import with a row error");
  expect(axeImport.serious).toEqual([]);

  const reportDownload = page.waitForEvent("download");
  await imported.getByRole("link", { name: "Download error report" }).click();
  const report = await contentOf(await reportDownload);
  const [reportHeader, reportRow, ...rest] = report.replace(/^\ufeff/, "").trim().split(/\r?\n/);
  expect(reportHeader!.split(",")).toEqual([...HEADER.split(","), "error"]);
  expect(reportRow).toMatch(/^L-3,Wall lamp,shiny,Lamps,,25,/);
  expect(rest).toEqual([]);

  // The report, fixed and imported as it is: its error column is read past.
  await page.getByLabel("Spreadsheet file").setInputFiles({ name: "lamps.csv", mimeType: "text/csv", buffer: Buffer.from(report.replace("shiny", "active")) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(imported.getByText("1 row imported: 1 created, 0 updated, 0 failed.")).toBeVisible({ timeout: 30_000 });
  const wallLamp = await request.get("/api/v1/search/products?q=L-3", { headers: { authorization: `Bearer ${supplier.token}` } });
  expect((await wallLamp.json()).items.find((p: { sku: string }) => p.sku === "L-3").attributes).toEqual({ wattage: "25" });

  // The whole fixed file again: every row updated.
  await importFile(page, [...LAMPS, "L-3,Wall lamp,active,Lamps,,25", ...BULBS], "Import");
  await expect(imported.getByText("43 rows imported: 0 created, 43 updated, 0 failed.")).toBeVisible({ timeout: 30_000 });
  await expect(imported.getByRole("table", { name: "Row errors" })).toHaveCount(0);
  const history = page.getByRole("table", { name: "Past imports" });
  await expect(history.getByRole("row")).toHaveCount(6);

  await imported.getByRole("link", { name: "See your products" }).click();
  await page.getByLabel("Search products").fill("lamp");
  const list = page.getByRole("table", { name: "Products" });
  await expect(list.getByRole("row")).toHaveCount(4);
  await expect(list).toContainText("Floor lamp, tall");
  await expect(list).toContainText("Wall lamp");

  // The export writes the list's current selection: the three lamps, no bulbs.
  await page.getByRole("button", { name: "Export" }).click();
  const dialog = page.getByRole("dialog", { name: "Export products" });
  await expect(dialog.getByLabel("CSV")).toBeChecked();
  await dialog.getByRole("button", { name: "Start export" }).click();
  const link = dialog.getByRole("link", { name: "Download products.csv" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText("3 products exported.")).toBeVisible();
  const axeExport = await axeScan(page, testInfo, "export dialog");
  await snap(page, testInfo, "export dialog");
  expect(axeExport.serious).toEqual([]);
  const exportDownload = page.waitForEvent("download");
  await link.click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toBe("products.csv");
  const lines = (await contentOf(exported)).replace(/^\ufeff/, "").trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^sku,name,description,status,category,family,tags/);
  expect(lines.slice(1).map((line) => line.split(",")[0]).sort()).toEqual(["L-1", "L-2", "L-3"]);
});
