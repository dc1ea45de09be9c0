import { describe, expect, it } from "vitest";
import { formatMoney, wants } from "./kinds";

describe("notification kinds", () => {
  it("lets users switch off billing kinds but never the plan-limit one", () => {
    const off = { invoicePaid: false, subscriptionCancelled: false, paymentRecovered: false };
    expect(wants(off, "invoicePaid")).toBe(false);
    expect(wants(off, "planLimitReached")).toBe(true);
    expect(wants(undefined, "paymentRecovered")).toBe(true);
  });

  it("formats minor units without floating point", () => {
    expect(formatMoney(2_900, "eur")).toBe("EUR 29.00");
    expect(formatMoney(5, "usd")).toBe("USD 0.05");
    expect(formatMoney(1_234, "jpy")).toBe("JPY 1234");
    expect(formatMoney(1_000, "kwd")).toBe("KWD 1.000");
    expect(formatMoney(-250, "eur")).toBe("-EUR 2.50");
  });
});
