import { describe, expect, it } from "vitest";
import { assetKey, assetPrefix, renditionKey, safeFilename, uploadKey } from "./keys";

describe("object keys", () => {
  it("keeps only a safe base name of what the client sent", () => {
    expect(safeFilename("photo.JPG")).toBe("photo.JPG");
    expect(safeFilename("../../etc/passwd")).toBe("passwd");
    expect(safeFilename("C:\\Users\\me\\Résumé final (2).pdf")).toBe("Resume_final_2_.pdf");
    expect(safeFilename("..")).toBe("file");
    expect(safeFilename("")).toBe("file");
    expect(safeFilename(".hidden")).toBe("hidden");
    expect(safeFilename(`${"a".repeat(300)}.png`)).toHaveLength(100);
    expect(safeFilename(`${"a".repeat(300)}.png`).endsWith(".png")).toBe(true);
  });

  it("puts uploads, originals and renditions under server-made ids", () => {
    const org = "11111111-1111-1111-1111-111111111111";
    const asset = "22222222-2222-2222-2222-222222222222";
    expect(uploadKey(org, asset, "a b.png")).toBe(`uploads/${org}/${asset}/a_b.png`);
    expect(assetKey(org, asset, "a b.png")).toBe(`orgs/${org}/assets/${asset}/original/a_b.png`);
    const rendition = renditionKey(org, asset, "p", 3, "n0nce", "webp");
    expect(rendition).toBe(`orgs/${org}/assets/${asset}/renditions/p/v3-n0nce.webp`);
    expect(rendition.startsWith(assetPrefix(org, asset))).toBe(true);
  });
});
