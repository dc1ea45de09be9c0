import { describe, expect, it } from "vitest";
import { LIMITS_BY_TIER, isUnlimited, limitsFor, percentUsed, warnings, wouldExceed, type Usage } from "./entitlement-limits";

const none: Usage = { products: 0, storageBytes: 0, channels: 0, apiKeys: 0, seats: 0, webhookEndpoints: 0 };

describe("plan ceilings", () => {
  it("has the documented defaults", () => {
    expect(LIMITS_BY_TIER.free).toEqual({ products: 1_000, storageBytes: 1_073_741_824, channels: 2, apiKeys: 5, seats: 5, webhookEndpoints: 5 });
    expect(LIMITS_BY_TIER.starter).toEqual({ products: 10_000, storageBytes: 25 * 1_073_741_824, channels: 5, apiKeys: 20, seats: 10, webhookEndpoints: 20 });
    expect(LIMITS_BY_TIER.pro).toEqual({ products: 100_000, storageBytes: 250 * 1_073_741_824, channels: 25, apiKeys: 100, seats: 50, webhookEndpoints: 100 });
    expect(isUnlimited(limitsFor("enterprise"))).toBe(true);
    expect(isUnlimited(limitsFor("platform"))).toBe(true);
    expect(isUnlimited(limitsFor("free"))).toBe(false);
  });

  it("refuses only what goes past the ceiling", () => {
    expect(wouldExceed(999, 1, 1_000)).toBe(false);
    expect(wouldExceed(1_000, 1, 1_000)).toBe(true);
    expect(wouldExceed(0, 1_001, 1_000)).toBe(true);
    expect(wouldExceed(10 ** 9, 1, null)).toBe(false);
  });
});

describe("X-Entitlement-Warning", () => {
  it("is absent below 80% and lists each entitlement at or above it", () => {
    const free = limitsFor("free");
    expect(warnings(none, free)).toBeNull();
    expect(warnings({ ...none, products: 799 }, free)).toBeNull();
    expect(warnings({ ...none, products: 800 }, free)).toBe("products=80");
    expect(warnings({ ...none, products: 850, seats: 5, storageBytes: 1_073_741_824 * 0.9 }, free)).toBe("products=85,storageBytes=90,seats=100");
  });

  it("rounds down and reports more than 100% after a downgrade", () => {
    expect(percentUsed(1_999, 2_500)).toBe(79);
    expect(warnings({ ...none, channels: 3 }, limitsFor("free"))).toBe("channels=150");
  });

  it("never warns on unlimited tiers", () => {
    expect(warnings({ products: 10 ** 9, storageBytes: 10 ** 15, channels: 10 ** 6, apiKeys: 10 ** 6, seats: 10 ** 6, webhookEndpoints: 10 ** 6 }, limitsFor("enterprise"))).toBeNull();
  });
});
