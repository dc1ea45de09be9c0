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

  it("keeps the source format when no format is given", async () => {
    const out = await renderImage(await photo(200, 100, "png"), [{ op: "resize", width: 100 }]);
    expect(out).toMatchObject({ width: 100, height: 50, mimeType: "image/png" });
  });

  it("gives exactly the box for cover (the default) and contain, enlarging a smaller source", async () => {
    const small = await photo(24, 16, "png");
    for (const fit of ["cover", "contain", undefined] as const) {
      const out = await renderImage(small, [{ op: "resize", width: 30, height: 20, ...(fit ? { fit } : {}) }]);
      expect([out.width, out.height], String(fit)).toEqual([30, 20]);
      const meta = await sharp(out.data).metadata();
      expect([meta.width, meta.height]).toEqual([30, 20]);
    }
    const wider = await renderImage(small, [{ op: "resize", width: 60, height: 20, fit: "contain" }]);
    expect([wider.width, wider.height]).toEqual([60, 20]);
  });

  it("stays within the box for inside, and keeps a smaller source with withoutEnlargement", async () => {
    const small = await photo(24, 16, "png");
    const inside = await renderImage(small, [{ op: "resize", width: 60, height: 20, fit: "inside" }]);
    expect([inside.width, inside.height]).toEqual([30, 20]);
    for (const fit of ["cover", "contain", "inside"] as const) {
      const kept = await renderImage(small, [{ op: "resize", width: 30, height: 20, fit, withoutEnlargement: true }]);
      expect([kept.width, kept.height], fit).toEqual([24, 16]);
    }
    const one = await renderImage(small, [{ op: "resize", width: 48 }]);
    expect([one.width, one.height]).toEqual([48, 32]);
  });

  it("refuses an enlargement past the output cap before decoding", async () => {
    const thin = await photo(2, 200, "png");
    await expect(renderImage(thin, [{ op: "resize", width: 10_000 }])).rejects.toThrow(ImageRefused);
    await expect(renderImage(thin, [{ op: "resize", width: 10_000, withoutEnlargement: true }])).resolves.toMatchObject({ width: 2, height: 200 });
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
