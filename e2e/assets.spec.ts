import { expect, test } from "@playwright/test";
import { signUp } from "./support/api";
import { signIn, snap } from "./support/browser";
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
