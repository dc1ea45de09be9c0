import { describe, expect, it } from "vitest";
import { typeCodeAsWords } from "./association-labels";

describe("association type codes as words", () => {
  it("turns underscores into spaces and capitalises the first letter", () => {
    expect(typeCodeAsWords("spare_part")).toBe("Spare part");
    expect(typeCodeAsWords("goes__with_")).toBe("Goes with");
    expect(typeCodeAsWords("bundle")).toBe("Bundle");
  });
});
