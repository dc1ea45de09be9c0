import { describe, expect, it } from "vitest";
import { problemInWords, productCount, ruleInWords } from "./readiness-view";

describe("readiness in words", () => {
  it("says what each rule asks, and names an op that failed", () => {
    expect(ruleInWords("required")).toBe("missing");
    expect(ruleInWords("identifiers")).toBe("needs a brand and a GTIN or MPN");
    expect(ruleInWords("convert")).toBe("the convert step failed");
    expect(problemInWords({ target: "title", rule: "maxLength" })).toBe("title: too long");
  });

  it("counts products", () => {
    expect(productCount(1)).toBe("1 product");
    expect(productCount(1200)).toBe("1,200 products");
  });
});
