import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { actorLabel, fieldLabel, restoreRefusal, valueText } from "./history-view";

describe("fieldLabel", () => {
  it("names fields as the editor does", () => {
    expect(fieldLabel("name")).toBe("Name");
    expect(fieldLabel("attributes.color")).toBe("Attribute color");
    expect(fieldLabel("localized.fr.name")).toBe("Name (fr)");
    expect(fieldLabel("localized.de.attributes.care")).toBe("Attribute care (de)");
    expect(fieldLabel("associations.spare-part")).toBe("Associations spare-part");
    expect(fieldLabel("something.else")).toBe("something.else");
  });
});

describe("valueText", () => {
  it("joins lists, writes objects as JSON and nothing as a dash", () => {
    expect(valueText(["a", "b"])).toBe("a, b");
    expect(valueText({ amount: 1200, currency: "EUR" })).toBe('{"amount":1200,"currency":"EUR"}');
    expect(valueText([{ productId: "p", quantity: 2 }])).toBe('{"productId":"p","quantity":2}');
    expect(valueText(null)).toBe("—");
    expect(valueText("")).toBe("—");
    expect(valueText([])).toBe("—");
    expect(valueText(true)).toBe("Yes");
    expect(valueText(3.5)).toBe("3.5");
  });
});

describe("actorLabel", () => {
  it("says who in words", () => {
    expect(actorLabel({ kind: "user", id: "u", name: "Ada" })).toBe("Ada");
    expect(actorLabel({ kind: "apiKey", id: "k", name: null })).toBe("API key");
    expect(actorLabel({ kind: "apiKey", id: "k", name: "ERP" })).toBe("API key ERP");
    expect(actorLabel({ kind: "system", id: null, name: null })).toBe("System");
  });
});

describe("restoreRefusal", () => {
  it("names the refused field of a 422 and the taken SKU of a 409", () => {
    const refused = new ApiError(422, "VALIDATION", "Invalid", "r1", [{ path: "attributes.color", message: "is not an option" }]);
    expect(restoreRefusal(refused)).toContain("Attribute color: is not an option");
    expect(restoreRefusal(new ApiError(409, "CONFLICT", "SKU A-1 is taken.", "r2"))).toContain("SKU is now used by another product");
    expect(restoreRefusal(new ApiError(500, "INTERNAL", "x", null))).toBeNull();
  });
});
