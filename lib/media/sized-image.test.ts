import { describe, expect, it } from "vitest";
import { negotiateFormat } from "./sized-image";
import { imageWidthOf, responsiveImage } from "./image-widths";

describe("negotiateFormat", () => {
  it("answers WebP only to a browser that names it", () => {
    expect(negotiateFormat("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image/png")).toBe("webp");
    expect(negotiateFormat("image/webp;q=0.5", "image/jpeg")).toBe("webp");
    expect(negotiateFormat("image/webp;q=0", "image/jpeg")).toBe("jpeg");
    expect(negotiateFormat("*/*", "image/jpeg")).toBe("jpeg");
    expect(negotiateFormat(null, "image/png")).toBe("png");
    expect(negotiateFormat("image/*", "image/gif")).toBe("png");
  });
});

describe("image widths", () => {
  it("takes only the fixed widths", () => {
    expect(imageWidthOf("320")).toBe(320);
    for (const bad of ["321", "160", "0", "-320", "320.0", "1e3", "99999", "", null]) expect(imageWidthOf(bad)).toBeNull();
  });

  it("builds a srcset over the given widths", () => {
    expect(responsiveImage("/a/img", [320, 640], "10rem")).toEqual({ src: "/a/img?w=320", srcSet: "/a/img?w=320 320w, /a/img?w=640 640w", sizes: "10rem" });
  });
});
