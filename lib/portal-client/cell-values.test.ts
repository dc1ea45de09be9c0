import { describe, expect, it } from "vitest";
import type { AttributeDocument } from "./api-types";
import { cellText } from "./cell-values";

const attribute = (type: AttributeDocument["type"], extra: Partial<AttributeDocument> = {}): AttributeDocument =>
  ({ code: "a", type, labels: {}, localizable: false, group: null, unit: null, options: [], validation: {}, createdAt: "", updatedAt: "", ...extra }) as AttributeDocument;

describe("cellText", () => {
  it("shows each type in words", () => {
    expect(cellText(attribute("metric", { unit: "weight" }), { amount: 1.5, unit: "kg" }, "en")).toBe("1.5 kg");
    expect(cellText(attribute("price"), [{ amount: 1250, currency: "EUR" }, { amount: 900, currency: "JPY" }], "en")).toBe("€12.50 · JP¥900");
    const colour = attribute("select", { options: [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: {} }] });
    expect(cellText(colour, "red", "en")).toBe("Red");
    expect(cellText(colour, "blue", "en")).toBe("blue");
    expect(cellText({ ...colour, type: "multiselect" }, ["red", "blue"], "en")).toBe("Red, blue");
    expect(cellText(attribute("boolean"), false, "en")).toBe("No");
    expect(cellText(attribute("boolean"), true, "en")).toBe("Yes");
    expect(cellText(attribute("date"), "2026-03-09", "en")).toBe("9 Mar 2026");
    expect(cellText(attribute("number"), 1234.5, "en")).toBe("1,234.5");
    expect(cellText(attribute("text"), "cotton", "en")).toBe("cotton");
  });

  it("shows nothing as a dash, and a value of another shape as it was stored", () => {
    expect(cellText(attribute("text"), undefined, "en")).toBe("—");
    expect(cellText(attribute("multiselect"), [], "en")).toBe("—");
    expect(cellText(attribute("metric"), "heavy", "en")).toBe("heavy");
    expect(cellText(undefined, ["a", 2], "en")).toBe("a, 2");
  });
});
