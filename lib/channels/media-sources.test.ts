import { describe, expect, it } from "vitest";
import { mediaNeedsOf } from "./media-sources";
import type { AttributeMap } from "./schemas";

const rule = (from: string) => ({ from, op: "copy" as const, required: false });
const preset = "0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31";

describe("media needs of attribute maps", () => {
  it("needs nothing for a map without media sources", () => {
    expect(mediaNeedsOf([{ title: rule("name"), gtin: rule("attributes.gtin") } as AttributeMap])).toEqual({ images: false, presetIds: [] });
  });

  it("needs the images for images and images[N], and each preset named, once, across maps", () => {
    const a = { all: rule("images"), thumb: rule(`rendition:${preset.toUpperCase()}`) } as AttributeMap;
    const b = { main: rule("images[0]"), again: rule(`rendition:${preset}`) } as AttributeMap;
    expect(mediaNeedsOf([a, b])).toEqual({ images: true, presetIds: [preset] });
    expect(mediaNeedsOf([{ main: rule("images[3]") } as AttributeMap])).toEqual({ images: true, presetIds: [] });
  });
});
