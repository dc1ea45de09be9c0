import { describe, expect, it } from "vitest";
import { billingAvailability, grantsPlan } from "./availability";

const base = { tier: "free" as const, kind: "supplier" as const, hasStripeCustomer: false, subscriptionStatus: null };

describe("billing controls", () => {
  it("offers self-serve to a plain organisation and the portal once it is a Stripe customer", () => {
    expect(billingAvailability(base)).toEqual({ portalAvailable: false, selfServeAvailable: true });
    expect(billingAvailability({ ...base, hasStripeCustomer: true })).toEqual({ portalAvailable: true, selfServeAvailable: true });
  });

  it("sends a running subscription to the portal instead of a second checkout", () => {
    for (const status of ["active", "trialing", "past_due", "incomplete", "unpaid", "paused"]) {
      expect(billingAvailability({ ...base, tier: "starter", hasStripeCustomer: true, subscriptionStatus: status }).selfServeAvailable).toBe(false);
    }
    expect(billingAvailability({ ...base, hasStripeCustomer: true, subscriptionStatus: "canceled" }).selfServeAvailable).toBe(true);
  });

  it("keeps enterprise agreements and the operator out of self-serve", () => {
    expect(billingAvailability({ ...base, tier: "enterprise" }).selfServeAvailable).toBe(false);
    expect(billingAvailability({ ...base, tier: "platform", kind: "platform" }).selfServeAvailable).toBe(false);
  });

  it("grants the plan while Stripe still collects, not after", () => {
    expect(grantsPlan("active")).toBe(true);
    expect(grantsPlan("past_due")).toBe(true);
    expect(grantsPlan("incomplete")).toBe(false);
    expect(grantsPlan("canceled")).toBe(false);
    expect(grantsPlan("unpaid")).toBe(false);
  });
});
