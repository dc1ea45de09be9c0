import { describe, expect, it } from "vitest";
import { SELECTION_MAX } from "./schemas";
import { selectionCeilingError } from "./selection-ceiling";

describe("selectionCeilingError", () => {
  it("takes up to 100,000 products", () => {
    expect(SELECTION_MAX).toBe(100_000);
    expect(selectionCeilingError(0)).toBeNull();
    expect(selectionCeilingError(100_000)).toBeNull();
  });

  it("refuses one more, with the count", () => {
    expect(selectionCeilingError(100_001)).toBe("The selection matches 100,001 products; a bulk action changes at most 100,000. Narrow the filter.");
    expect(selectionCeilingError(3, 2)).toContain("matches 3 products");
  });
});
