import { describe, expect, it } from "vitest";
import { qualityBandOf } from "./quality-band";

describe("qualityBandOf", () => {
  it("puts the boundaries where docs/api.md puts them", () => {
    expect(qualityBandOf(100)).toBe("green");
    expect(qualityBandOf(90)).toBe("green");
    expect(qualityBandOf(89)).toBe("amber");
    expect(qualityBandOf(60)).toBe("amber");
    expect(qualityBandOf(59)).toBe("red");
    expect(qualityBandOf(0)).toBe("red");
  });
});
