import { describe, expect, it } from "vitest";
import { isUnsafeText, MAX_JSON_DEPTH, unsafeTextDetails } from "./safe-text";

describe("unsafe text", () => {
  it("flags NUL and unpaired surrogates, not paired ones", () => {
    expect(isUnsafeText("a\u0000b")).toBe(true);
    expect(isUnsafeText("\ud800")).toBe(true);
    expect(isUnsafeText("x\udc00")).toBe(true);
    expect(isUnsafeText("\udc00\ud800")).toBe(true);
    expect(isUnsafeText("😀 emoji")).toBe(false);
    expect(isUnsafeText("Ünïcödé – ok")).toBe(false);
  });

  it("names the path of each bad string and key", () => {
    const details = unsafeTextDetails({ name: "a\u0000", tags: ["ok", "\ud83d"], attributes: { "k\u0000": 1, fine: { deep: "\udfff" } } });
    expect(details.map((d) => d.path).sort()).toEqual(["attributes.(key)", "attributes.fine.deep", "name", "tags.1"]);
    expect(unsafeTextDetails({ name: "clean", n: 1, b: null, list: [1, "x"] })).toEqual([]);
  });

  it("refuses nesting past the maximum without recursing", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const details = unsafeTextDetails(deep);
    expect(details).toHaveLength(1);
    expect(details[0]!.message).toContain(String(MAX_JSON_DEPTH));
    let shallow: unknown = "leaf";
    for (let i = 0; i < MAX_JSON_DEPTH; i++) shallow = { a: shallow };
    expect(unsafeTextDetails(shallow)).toEqual([]);
  });
});
