import { env, type Env } from "../config/env";
import type { Tier } from "../db/generated/enums";
import type { PlanOffer } from "./documents";
import { INTERVALS, type Interval, type PlanCode } from "./plan-codes";

export type { Interval, PlanCode };

// An annual subscription costs ten months (docs/api.md, "Billing").
export const MONTHS_BILLED_PER_YEAR = 10;
export const CURRENCY = "eur";

export type Plan = {
  code: PlanCode;
  name: string;
  tier: Tier;
  // Net of VAT, in minor units (cents). Stripe Tax adds VAT at checkout, so
  // the Stripe prices must be tax_behavior "exclusive" with these amounts.
  monthlyAmount: number;
  priceIdEnv?: Record<Interval, keyof Env>;
};

export const PLANS: readonly Plan[] = [
  { code: "free", name: "Free", tier: "free", monthlyAmount: 0 },
  {
    code: "starter",
    name: "Starter",
    tier: "starter",
    monthlyAmount: 2_900,
    priceIdEnv: { month: "STRIPE_PRICE_STARTER_MONTH", year: "STRIPE_PRICE_STARTER_YEAR" },
  },
  {
    code: "pro",
    name: "Pro",
    tier: "pro",
    monthlyAmount: 9_900,
    priceIdEnv: { month: "STRIPE_PRICE_PRO_MONTH", year: "STRIPE_PRICE_PRO_YEAR" },
  },
  {
    code: "enterprise",
    name: "Enterprise",
    tier: "enterprise",
    monthlyAmount: 49_900,
    priceIdEnv: { month: "STRIPE_PRICE_ENTERPRISE_MONTH", year: "STRIPE_PRICE_ENTERPRISE_YEAR" },
  },
];

// Stripe price id per plan and interval; a missing entry is not for sale.
export type PriceTable = Partial<Record<PlanCode, Partial<Record<Interval, string>>>>;

export function unitAmount(plan: Plan, interval: Interval): number {
  return interval === "year" ? plan.monthlyAmount * MONTHS_BILLED_PER_YEAR : plan.monthlyAmount;
}

export function configuredPrices(config: Env = env()): PriceTable {
  const table: PriceTable = {};
  for (const plan of PLANS) {
    if (!plan.priceIdEnv) continue;
    for (const interval of INTERVALS) {
      const priceId = String(config[plan.priceIdEnv[interval]] ?? "").trim();
      if (priceId && priceId !== "off") table[plan.code] = { ...table[plan.code], [interval]: priceId };
    }
  }
  return table;
}

// What checkout can sell: every plan and interval that has a Stripe price.
export function planOffers(prices: PriceTable = configuredPrices()): PlanOffer[] {
  return PLANS.flatMap((plan) =>
    INTERVALS.filter((interval) => prices[plan.code]?.[interval]).map((interval) => ({
      code: plan.code,
      name: plan.name,
      interval,
      unitAmount: unitAmount(plan, interval),
      currency: CURRENCY,
    })),
  );
}

export function priceIdFor(code: string, interval: Interval, prices: PriceTable = configuredPrices()): string | null {
  return prices[code as PlanCode]?.[interval] ?? null;
}

// The plan a Stripe subscription item's price belongs to, or null for a
// price this configuration does not know.
export function planOfPrice(priceId: string, prices: PriceTable = configuredPrices()): { plan: Plan; interval: Interval } | null {
  for (const plan of PLANS) {
    for (const interval of INTERVALS) {
      if (prices[plan.code]?.[interval] === priceId) return { plan, interval };
    }
  }
  return null;
}
