import { entitlementHeader } from "./entitlements";
import { NativeDate } from "../core/native-date";

// Short enough that a plan or usage change made through another instance
// shows here within a few seconds (the cache is per process).
const TTL_MS = 2_000;
const cache = new Map<string, { value: string | null; expires: number }>();
const reading = new Map<string, Promise<string | null>>();

async function compute(organizationId: string): Promise<string | null> {
  const value = await entitlementHeader(organizationId);
  cache.set(organizationId, { value, expires: NativeDate.now() + TTL_MS });
  return value;
}

// X-Entitlement-Warning for every response of an organisation without
// counting its usage on every read: reads use a value at most 2 s old, and
// the reads that find it expired share one computation instead of each
// starting their own; a write recomputes it after the change, so what a
// request added or removed shows in its own response.
// A cached value comes back as it is, without a promise.
export function entitlementWarning(organizationId: string, fresh: boolean): string | null | Promise<string | null> {
  if (fresh) return compute(organizationId);
  const hit = cache.get(organizationId);
  if (hit && hit.expires > NativeDate.now()) return hit.value;
  let pending = reading.get(organizationId);
  if (!pending) {
    pending = compute(organizationId).finally(() => reading.delete(organizationId));
    reading.set(organizationId, pending);
  }
  return pending;
}
