import type { Tier } from "../db/generated/enums";

// Plan ceilings per tier (docs/api.md, "Billing"). null is unlimited. Webhook
// endpoints are not in the documented table; each costs a signed delivery
// per change, so they get the API keys' ceilings (docs/api.md).
export const ENTITLEMENTS = ["products", "storageBytes", "channels", "apiKeys", "seats", "webhookEndpoints"] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];
export type Usage = Record<Entitlement, number>;
export type Limits = Record<Entitlement, number | null>;

export const ENTITLEMENT_NOUNS: Record<Entitlement, string> = {
  products: "products",
  storageBytes: "bytes of storage",
  channels: "channels",
  apiKeys: "API keys",
  seats: "seats",
  webhookEndpoints: "webhook endpoints",
};

const GiB = 1024 ** 3;
const UNLIMITED: Limits = { products: null, storageBytes: null, channels: null, apiKeys: null, seats: null, webhookEndpoints: null };

export const LIMITS_BY_TIER: Record<Tier, Limits> = {
  free: { products: 1_000, storageBytes: 1 * GiB, channels: 2, apiKeys: 5, seats: 5, webhookEndpoints: 5 },
  starter: { products: 10_000, storageBytes: 25 * GiB, channels: 5, apiKeys: 20, seats: 10, webhookEndpoints: 20 },
  pro: { products: 100_000, storageBytes: 250 * GiB, channels: 25, apiKeys: 100, seats: 50, webhookEndpoints: 100 },
  enterprise: UNLIMITED,
  platform: UNLIMITED,
};

// Responses warn from this share of a ceiling on.
export const WARNING_PERCENT = 80;

export function limitsFor(tier: Tier): Limits {
  return LIMITS_BY_TIER[tier];
}

export function isUnlimited(limits: Limits): boolean {
  return ENTITLEMENTS.every((e) => limits[e] === null);
}

// Whole percent, rounded down: 79.9% does not warn yet. Above 100 after a
// downgrade, it says so.
export function percentUsed(used: number, limit: number): number {
  return limit <= 0 ? 100 : Math.floor((used * 100) / limit);
}

// The X-Entitlement-Warning value, e.g. "products=85,seats=100", or null
// when nothing is at WARNING_PERCENT yet.
export function warnings(usage: Usage, limits: Limits): string | null {
  const parts = ENTITLEMENTS.flatMap((e) => {
    const limit = limits[e];
    if (limit === null) return [];
    const percent = percentUsed(usage[e], limit);
    return percent >= WARNING_PERCENT ? [`${e}=${percent}`] : [];
  });
  return parts.length ? parts.join(",") : null;
}

export function wouldExceed(used: number, amount: number, limit: number | null): boolean {
  return limit !== null && used + amount > limit;
}
