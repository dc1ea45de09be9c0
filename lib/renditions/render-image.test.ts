import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bombPng, corruptJpeg, photo } from "../../tests/support/images";
import { ImageRefused, renderImage } from "./render-image";

describe("renderImage", () => {
  it("resizes and re-encodes", async () => {
    const out = await renderImage(await photo(800, 600), [{ op: "resize", width: 400 }, { op: "format", format: "webp", quality: 70 }]);
    expect(out).toMatchObject({ width: 400, height: 300, mimeType: "image/webp", extension: "webp" });
    expect((await sharp(out.data).metadata()).format).toBe("webp");
  });

  it("keeps the source format when no format is given, and never enlarges", async () => {
    const out = await renderImage(await photo(200, 100, "png"), [{ op: "resize", width: 1000 }]);
    expect(out).toMatchObject({ width: 200, height: 100, mimeType: "image/png" });
  });

  it("honours the order of a turn after a resize, as two separate passes would", async () => {
    const source = await photo(400, 200);
    const out = await renderImage(source, [{ op: "resize", width: 100, height: 50, fit: "cover" }, { op: "rotate", angle: 90 }]);
    const resized = await sharp(source).resize({ width: 100, height: 50, fit: "cover" }).toBuffer();
    const twoPass = await sharp(resized).rotate(90).toBuffer({ resolveWithObject: true });
    expect([out.width, out.height]).toEqual([twoPass.info.width, twoPass.info.height]);
    expect([out.width, out.height]).toEqual([50, 100]);
  });

  it("honours a turn before a resize, as two separate passes would", async () => {
    const source = await photo(400, 200);
    const out = await renderImage(source, [{ op: "rotate", angle: 90 }, { op: "resize", width: 100, height: 50, fit: "cover" }]);
    const turned = await sharp(source).rotate(90).toBuffer();
    const twoPass = await sharp(turned).resize({ width: 100, height: 50, fit: "cover" }).toBuffer({ resolveWithObject: true });
    expect([out.width, out.height]).toEqual([twoPass.info.width, twoPass.info.height]);
    expect([out.width, out.height]).toEqual([100, 50]);
  });

  it("turns images upright from their EXIF orientation first", async () => {
    const sideways = await sharp(await photo(300, 100)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = await renderImage(sideways, [{ op: "grayscale" }]);
    expect([out.width, out.height]).toEqual([100, 300]);
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    await expect(renderImage(bomb, [{ op: "resize", width: 100 }])).rejects.toThrow(ImageRefused);
    await expect(renderImage(bomb, [{ op: "resize", width: 100 }])).rejects.toThrow(/10240×10240/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses bytes that are not a decodable image", async () => {
    await expect(renderImage(corruptJpeg(), [{ op: "resize", width: 100 }])).rejects.toThrow(ImageRefused);
    await expect(renderImage(Buffer.from("%PDF-1.7"), [{ op: "grayscale" }])).rejects.toThrow(ImageRefused);
    const truncated = (await photo(400, 300)).subarray(0, 2000);
    await expect(renderImage(truncated, [{ op: "grayscale" }])).rejects.toThrow(ImageRefused);
  });
});
