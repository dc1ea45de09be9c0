import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { gtinCheckDigit } from "../lib/gs1/gtin";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

// A battery maker opens a product's Passport section, sees the battery
// template's checklist name the one empty required field, goes to it, fills
// it and saves, publishes version 1, registers units from a CSV file and
// downloads the QR code; someone with a phone scans it (a fresh browser at
// 390 px opening the Digital Link URI) and reads the passport.

function freshEan(): string {
  const body = `40${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  return body + gtinCheckDigit(body);
}

async function checkAtWidths(page: Page, testInfo: TestInfo, name: string, show?: ReturnType<Page["locator"]>) {
  await snapAtWidths(page, testInfo, name, { fullPage: !show, show, prepare: () => expectNoAxeViolations(page, testInfo, `${name} at ${page.viewportSize()?.width} px`) });
}

test("publish a battery passport from the editor and read it by scanning its QR code on a phone", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "PATCH", "/api/v1/organization/settings", { defaultLocale: "en", enabledLocales: ["en"] });
  const attribute = (body: object) => api(request, supplier, "POST", "/api/v1/attributes", body);
  await attribute({ code: "ean", type: "gtin", labels: { en: "EAN" }, group: "Identification" });
  for (const [code, label] of [
    ["manufacturer", "Manufacturer"],
    ["battery_category", "Battery category"],
    ["chemistry", "Chemistry"],
    ["rated_capacity", "Rated capacity"],
  ]) {
    await attribute({ code, type: "text", labels: { en: label }, group: "Battery" });
  }
  await attribute({ code: "weight", type: "metric", unit: "weight", labels: { en: "Weight" }, group: "Battery" });
  await api(request, supplier, "POST", "/api/v1/families", { code: "battery", labels: { en: "Battery" }, attributes: ["ean", "manufacturer", "battery_category", "chemistry", "rated_capacity", "weight"] });
  const ean = freshEan();
  const product = await api(request, supplier, "POST", "/api/v1/products", {
    sku: "EBIKE-48V",
    name: "E-bike battery 48 V",
    description: "A 48 V pack for electric bicycles.",
    status: "active",
    familyCode: "battery",
    attributes: { ean, manufacturer: "Volta GmbH", battery_category: "LMT battery", rated_capacity: "14 Ah", weight: { amount: 3.1, unit: "kg" } },
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.goto(`/producer/products/${product.id}`);
  await page.getByRole("navigation", { name: "Sections of the product" }).getByRole("link", { name: "Passport" }).click();
  const section = page.getByRole("region", { name: "Passport" });
  await section.getByLabel("Template").selectOption({ label: "Battery passport" });

  // The checklist: the one empty required field, a link to its input.
  const needs = section.getByRole("list", { name: "What the passport still needs" });
  await expect(section.getByText("Not ready")).toBeVisible();
  await expect(needs).toContainText("Chemistry: empty.");
  await expect(needs).not.toContainText("GTIN missing");
  await expect(section.getByText("No passport published yet.")).toBeVisible();
  await checkAtWidths(page, testInfo, "Passport checklist with a missing field", section);
  await needs.getByRole("button", { name: "Go to Chemistry" }).click();
  const chemistry = page.getByLabel("Chemistry", { exact: true });
  await expect(chemistry).toBeFocused();
  await chemistry.fill("Li-ion NMC");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("save-bar").getByRole("status")).toHaveText("Saved. The quality score is recomputed in the background.");
  await expect(section.getByText("Ready", { exact: true })).toBeVisible();
  await expect(needs).toContainText("Every required field has a value.");

  // Publish: version 1 in the list, active, with its checksum.
  await section.getByRole("button", { name: "Publish battery passport" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Version 1 published." })).toBeVisible();
  const versions = section.getByRole("table", { name: "Versions" });
  await expect(versions.getByRole("row")).toHaveCount(2);
  const row = versions.getByRole("row").nth(1);
  await expect(row).toContainText("Battery passport");
  await expect(row).toContainText("Active");
  const [passport] = (await api(request, supplier, "GET", `/api/v1/products/${product.id}/passports`)).items;
  await expect(row).toContainText(passport.checksum.slice(0, 12));
  expect(passport.url).toMatch(new RegExp(`/01/0${ean}$`));

  // The QR code, shown and downloaded as a PNG.
  const qr = section.getByTestId("passport-qr");
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download PNG" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`passport-0${ean}.png`);
  const png = await readFile((await download.path())!);
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");

  // Units from a CSV file; sent again, each is a conflict, named.
  const csv = { name: "units.csv", mimeType: "text/csv", buffer: Buffer.from("serial,lot\nSN-0001,L24\nSN-0002,L24\n") };
  await section.getByLabel("Units file (CSV)").setInputFiles(csv);
  await expect(section.getByTestId("passport-units-outcome")).toContainText("2 units registered, 0 already registered.");
  await section.getByLabel("Units file (CSV)").setInputFiles(csv);
  await expect(section.getByTestId("passport-units-outcome")).toContainText("0 units registered, 2 already registered.");
  await expect(section.getByTestId("passport-units-outcome")).toContainText("Already registered: SN-0001, SN-0002");

  // An access link for a week.
  await section.getByRole("button", { name: "Create access link" }).click();
  await expect(section.getByTestId("passport-access-url")).toContainText(`/01/0${ean}`);
  await checkAtWidths(page, testInfo, "Passport published with its QR code", section.getByRole("table", { name: "Versions" }));
  expect(errors).toEqual([]);

  // Scanned on a phone: a browser of its own, no session, the QR code's path.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  const answer = await visitor.goto(`/01/${ean}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("E-bike battery 48 V");
  await expect(visitor.getByText("Li-ion NMC")).toBeVisible();
  await expect(visitor.getByText(`0${ean}`)).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(visitor, testInfo, "Passport page at 390 px");
  const shot = await visitor.screenshot({ fullPage: true });
  await testInfo.attach("Passport page scanned on a phone (390 px)", { body: shot, contentType: "image/png" });
  if (process.env.DOC_SCREENSHOTS === "1") {
    const folder = path.resolve(import.meta.dirname, "../docs/screenshots");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "passport-page-scanned-on-a-phone-390.png"), shot);
  }
  await phone.close();
});
