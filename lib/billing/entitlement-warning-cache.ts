import { entitlementHeader } from "./entitlements";

const TTL_MS = 10_000;
const cache = new Map<string, { value: string | null; expires: number }>();

// X-Entitlement-Warning for every response of an organisation without
// counting its catalogue on every read: reads use a value at most 10 s old;
// a write recomputes it after the change, so what a request added or
// removed shows in its own response.
export async function entitlementWarning(organizationId: string, fresh: boolean): Promise<string | null> {
  const hit = cache.get(organizationId);
  if (!fresh && hit && hit.expires > Date.now()) return hit.value;
  const value = await entitlementHeader(organizationId);
  cache.set(organizationId, { value, expires: Date.now() + TTL_MS });
  return value;
}
