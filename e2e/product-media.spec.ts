import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";
import { testPng } from "./support/png";

test("images dropped on a product are uploaded, linked and rendered by the automatic preset; reordered by drag, described per locale", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  await api(request, supplier, "PATCH", "/api/v1/organization/settings", { enabledLocales: ["en", "de"] });
  const product = await api(request, supplier, "POST", "/api/v1/products", { sku: "MUG-1", name: "Stoneware mug" });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);

  // A preset made automatic in the portal.
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Rendition presets" }).click();
  await page.getByLabel("Preset name").fill("Card");
  await page.getByLabel("Width (px)").first().fill("200");
  await page.getByLabel("Make it for every new image automatically").check();
  await page.getByRole("button", { name: "Create preset" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Card" }).getByText("automatic", { exact: true })).toBeVisible();
  const [preset] = (await api(request, supplier, "GET", "/api/v1/rendition-presets")).items;

  // Two files dropped on the product at once.
  await page.goto(`/producer/products/${product.id}`);
  const media = page.getByRole("region", { name: "Media" });
  const files = [(await testPng(640, 480)).toString("base64"), (await testPng(480, 640)).toString("base64")];
  const dataTransfer = await page.evaluateHandle((pngs) => {
    const transfer = new DataTransfer();
    pngs.forEach((b64, i) => transfer.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], i === 0 ? "front.png" : "side.png", { type: "image/png" })));
    return transfer;
  }, files);
  await media.getByTestId("dropzone").dispatchEvent("dragover", { dataTransfer });
  await media.getByTestId("dropzone").dispatchEvent("drop", { dataTransfer });
  const linked = media.getByRole("list", { name: "Linked media, in order" }).getByRole("listitem");
  await expect(linked).toHaveCount(2);
  await expect(linked.first()).toContainText("Main image");
  const links = await api(request, supplier, "GET", `/api/v1/products/${product.id}/assets`);
  expect(links.assets.map((a: { filename: string }) => a.filename).sort()).toEqual(["front.png", "side.png"]);

  // Each image gets the automatic preset's rendition, without a click.
  for (const assetId of links.assetIds) {
    await expect
      .poll(async () => (await api(request, supplier, "GET", `/api/v1/assets/${assetId}/renditions`)).items.map((r: { presetId: string; status: string; width: number }) => [r.presetId, r.status, r.width]), { timeout: 30_000 })
      .toEqual([[preset.id, "ready", 200]]);
  }

  // The second image dragged before the first becomes the main image.
  const [first, second] = links.assets.map((a: { filename: string }) => a.filename);
  await linked.filter({ hasText: second }).dragTo(linked.filter({ hasText: first }));
  await expect(linked.first()).toContainText(second);
  await expect(linked.first()).toContainText("Main image");
  expect((await api(request, supplier, "GET", `/api/v1/products/${product.id}/assets`)).assets[0].filename).toBe(second);
  // And back with the keyboard's move button.
  await media.getByRole("button", { name: `Move ${second} later` }).click();
  await expect(linked.first()).toContainText(first);

  // Alt text per locale.
  await media.getByRole("button", { name: `Alt text of ${first}` }).click();
  await media.getByLabel(`Alt text (en) of ${first}`).fill("A blue mug, front");
  await media.getByLabel(`Alt text (de) of ${first}`).fill("Ein blauer Becher");
  await media.getByRole("button", { name: "Save alt text" }).click();
  await expect(media.getByText("Alt text saved.")).toBeVisible();
  await expect(linked.first().getByRole("img", { name: "A blue mug, front" })).toBeVisible();
  const described = await api(request, supplier, "GET", `/api/v1/products/${product.id}/assets`);
  expect(described.altText[described.assetIds[0]]).toEqual({ en: "A blue mug, front", de: "Ein blauer Becher" });

  // Whole images, not cropped: a portrait image keeps its shape in the card.
  const fit = await linked.nth(1).getByRole("img").evaluate((img) => getComputedStyle(img).objectFit);
  expect(fit).toBe("contain");
  await media.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, testInfo, "product media");
  await snapAtWidths(page, testInfo, "product media with automatic renditions");
  expect(errors).toEqual([]);
});
