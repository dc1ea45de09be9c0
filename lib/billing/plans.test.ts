import { describe, expect, it } from "vitest";
import { configuredPrices, MONTHS_BILLED_PER_YEAR, PLANS, planOffers, planOfPrice, priceIdFor, unitAmount } from "./plans";
import type { Env } from "../config/env";

describe("plans", () => {
  it("prices a year at ten months, in integer minor units", () => {
    expect(MONTHS_BILLED_PER_YEAR).toBe(10);
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.monthlyAmount)).toBe(true);
      expect(unitAmount(plan, "year")).toBe(plan.monthlyAmount * 10);
    }
  });

  it("lists only the plan intervals that have a Stripe price", () => {
    const offers = planOffers({ starter: { month: "price_s_m", year: "price_s_y" }, pro: { month: "price_p_m" } });
    expect(offers).toEqual([
      { code: "starter", name: "Starter", interval: "month", unitAmount: 2_900, currency: "eur" },
      { code: "starter", name: "Starter", interval: "year", unitAmount: 29_000, currency: "eur" },
      { code: "pro", name: "Pro", interval: "month", unitAmount: 9_900, currency: "eur" },
    ]);
    expect(planOffers({})).toEqual([]);
  });

  it("reads price ids from the environment, \"off\" meaning no price", () => {
    const prices = configuredPrices({
      STRIPE_PRICE_STARTER_MONTH: "price_a",
      STRIPE_PRICE_STARTER_YEAR: "off",
      STRIPE_PRICE_PRO_MONTH: "price_b",
      STRIPE_PRICE_PRO_YEAR: "off",
      STRIPE_PRICE_ENTERPRISE_MONTH: "off",
      STRIPE_PRICE_ENTERPRISE_YEAR: "price_c",
    } as Env);
    expect(prices).toEqual({ starter: { month: "price_a" }, pro: { month: "price_b" }, enterprise: { year: "price_c" } });
  });

  it("maps a price id back to its plan and interval, and sells nothing unknown", () => {
    const prices = { pro: { month: "price_p_m", year: "price_p_y" } };
    expect(planOfPrice("price_p_y", prices)).toMatchObject({ plan: { code: "pro", tier: "pro" }, interval: "year" });
    expect(planOfPrice("price_other", prices)).toBeNull();
    expect(priceIdFor("pro", "month", prices)).toBe("price_p_m");
    expect(priceIdFor("free", "month", prices)).toBeNull();
    expect(priceIdFor("nonsense", "year", prices)).toBeNull();
  });
});
