import { describe, expect, it } from "vitest";
import { recordHash } from "./record-hash";

describe("recordHash", () => {
  it("is the same for the same fields and differs when a value, a key or nesting changes", () => {
    const base = recordHash({ title: "Widget", gtin: "0001", dims: { w: 1 } });
    expect(recordHash({ title: "Widget", gtin: "0001", dims: { w: 1 } })).toBe(base);
    expect(recordHash({ title: "Widget", gtin: "0002", dims: { w: 1 } })).not.toBe(base);
    expect(recordHash({ name: "Widget", gtin: "0001", dims: { w: 1 } })).not.toBe(base);
    expect(recordHash({ title: "Widget", gtin: "0001", dims: { w: 2 } })).not.toBe(base);
    expect(recordHash({ title: "Widget", gtin: "0001" })).not.toBe(base);
  });
});
