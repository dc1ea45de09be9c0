import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snap } from "./support/browser";
import { axeScan } from "./support/page-checks";
import { testPng } from "./support/png";

test("upload an image by drag and drop and make a rendition", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await signIn(page, supplier, /\/producer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Rendition presets" }).click();
  await expect(page.getByText("No presets yet")).toBeVisible();
  await page.getByLabel("Preset name").fill("Thumbnail");
  await page.getByLabel("Width (px)").fill("160");
  await page.getByLabel("Format").selectOption("webp");
  await page.getByRole("button", { name: "Create preset" }).click();
  await expect(page.getByRole("heading", { name: "Thumbnail" })).toBeVisible();
  await expect(page.getByText("resize 160×auto, webp")).toBeVisible();

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Assets" }).click();
  await expect(page.getByText("No assets yet")).toBeVisible();
  const png = (await testPng(640, 480)).toString("base64");
  // A real drop event carrying a File, as a browser fires it.
  const dataTransfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "mug-photo.png", { type: "image/png" }));
    return transfer;
  }, png);
  await page.getByTestId("dropzone").dispatchEvent("dragover", { dataTransfer });
  await page.getByTestId("dropzone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("list", { name: "Uploads" })).toContainText("Uploaded");
  const card = page.getByRole("list", { name: "Assets" }).getByRole("listitem").first();
  await expect(card.getByRole("img", { name: "mug-photo.png" })).toBeVisible();
  await expect.poll(() => card.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await snap(page, testInfo, "asset library with the uploaded image");

  await card.getByRole("link", { name: "mug-photo.png" }).click();
  await expect(page.getByRole("heading", { name: "mug-photo.png" })).toBeVisible();
  await page.getByLabel("Preset").selectOption({ label: "Thumbnail" });
  await page.getByRole("button", { name: "Make rendition" }).click();
  const rendition = page.getByRole("list", { name: "Renditions" }).getByRole("listitem").first();
  await expect(rendition).toContainText("160×120");
  await expect(rendition).toContainText("image/webp");
  await expect.poll(() => rendition.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await snap(page, testInfo, "asset with its rendition");
});

for (const width of [1440, 390]) {
  test(`a refused upload says why with its request id and leaves nothing in the library (${width} px)`, async ({ page, request }, testInfo) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const supplier = await signUp(request, "supplier");
    await signIn(page, supplier, /\/producer$/);
    await page.goto("/producer/assets");
    await expect(page.getByText("No assets yet")).toBeVisible();
    const uploads = page.getByRole("list", { name: "Uploads" });

    // A type the library does not take is said before any byte moves.
    await page.getByLabel("Choose files").setInputFiles({ name: "scan.tiff", mimeType: "image/tiff", buffer: Buffer.from("II*\u0000") });
    await expect(uploads.getByRole("listitem").filter({ hasText: "scan.tiff" })).toContainText("Not uploaded: This type of image is not accepted: use JPEG, PNG, WEBP or GIF.");
    expect(errors).toEqual([]);

    // A file that is not what its name says: the API refuses it at confirm, in words, with the request id.
    await page.getByLabel("Choose files").setInputFiles({ name: "fake-photo.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    const refused = uploads.getByRole("listitem").filter({ hasText: "fake-photo.png" });
    await expect(refused).toContainText("Not uploaded: The file's content is not image/png: it may be damaged, or its name ends in the wrong extension.");
    await expect(refused).toContainText(/Request id: \S+/);
    await expect(refused.getByRole("progressbar")).toHaveCount(0);
    // The refused file is not listed as if uploaded, now or after a reload.
    await expect(page.getByText("No assets yet")).toBeVisible();
    expect((await api(request, supplier, "GET", "/api/v1/assets")).items).toEqual([]);
    await snap(page, testInfo, `refused uploads (${width} px)`);
    const axe = await axeScan(page, testInfo, `refused uploads (${width} px)`);
    expect(axe.violations, JSON.stringify(axe)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await refused.getByRole("button", { name: "Dismiss fake-photo.png" }).click();
    await expect(refused).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("No assets yet")).toBeVisible();
    // The browser logs the API's refusal itself; nothing else failed.
    expect(errors).toEqual([expect.stringContaining("422")]);
  });
}
