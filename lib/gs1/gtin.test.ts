import { describe, expect, it } from "vitest";
import { gtin14, gtinCheckDigit, gtinError } from "./gtin";

describe("GTIN check digit", () => {
  it("accepts real GTINs of every length", () => {
    for (const gtin of ["96385074", "036000291452", "4006381333931", "10614141000415", "00012345600012"]) expect(gtinError(gtin)).toBeNull();
  });

  it("computes the GS1 check digit", () => {
    expect(gtinCheckDigit("400638133393")).toBe(1);
    expect(gtinCheckDigit("9638507")).toBe(4);
    expect(gtinCheckDigit("03600029145")).toBe(2);
  });

  it("names the expected digit when the check digit is wrong", () => {
    expect(gtinError("4006381333932")).toBe("The check digit should be 1.");
  });

  it("refuses other lengths, letters, spaces and non-strings", () => {
    for (const bad of ["40063813339", "400638133393101", "123456789", "4006381333a31", " 4006381333931", 4006381333931, null]) {
      expect(gtinError(bad)).toBe("Must be a GTIN of 8, 12, 13 or 14 digits.");
    }
  });

  it("pads to the 14-digit form", () => {
    expect(gtin14("4006381333931")).toBe("04006381333931");
    expect(gtin14("10614141000415")).toBe("10614141000415");
  });
});
