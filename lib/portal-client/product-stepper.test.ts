import { describe, expect, it } from "vitest";
import { extendedSequence, nextPageQuery, positionLabel } from "./product-stepper";

describe("stepping through the grid's list", () => {
  it("asks for the grid's next page with its own search", () => {
    expect(nextPageQuery("?status=active&q=mug&cursor=old", "c2")).toEqual({ status: "active", q: "mug", cursor: "c2" });
    expect(nextPageQuery("", "c2")).toEqual({ cursor: "c2" });
    expect(nextPageQuery("tags=a&tags=b", "c")).toEqual({ tags: "a,b", cursor: "c" });
  });

  it("extends the list with the ids it does not hold", () => {
    const sequence = { search: "q=x", ids: ["a", "b"], nextCursor: "c" };
    expect(extendedSequence(sequence, ["b", "c", "d"], null)).toEqual({ search: "q=x", ids: ["a", "b", "c", "d"], nextCursor: null });
  });

  it("says the position, with a + while there are more pages", () => {
    expect(positionLabel(3, { search: "", ids: ["a", "b", "c"], nextCursor: null })).toBe("3 of 3");
    expect(positionLabel(1, { search: "", ids: ["a", "b"], nextCursor: "n" })).toBe("1 of 2+");
  });
});
