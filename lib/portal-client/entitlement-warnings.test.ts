import { describe, expect, it } from "vitest";
import { parseEntitlementWarning } from "./entitlement-warnings";

describe("X-Entitlement-Warning", () => {
  it("reads each entitlement and its percentage, and nothing from a missing or mangled header", () => {
    expect(parseEntitlementWarning("products=85, seats=100")).toEqual([
      { entitlement: "products", percent: 85 },
      { entitlement: "seats", percent: 100 },
    ]);
    expect(parseEntitlementWarning(null)).toEqual([]);
    expect(parseEntitlementWarning("products=lots,=4")).toEqual([]);
  });
});
