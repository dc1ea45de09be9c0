import { useSyncExternalStore } from "react";

// The latest X-Entitlement-Warning the API sent (e.g. "products=85"), shared
// by every component; an answer without the header clears it.
type EntitlementWarning = { entitlement: string; percent: number };

let current: EntitlementWarning[] = [];
let lastRaw: string | null = null;
const listeners = new Set<() => void>();

export function parseEntitlementWarning(raw: string | null): EntitlementWarning[] {
  if (!raw) return [];
  return raw.split(",").flatMap((part) => {
    const [name, value] = part.trim().split("=");
    const percent = Number(value);
    return name && Number.isFinite(percent) ? [{ entitlement: name, percent }] : [];
  });
}

export function recordEntitlementHeader(raw: string | null): void {
  if (raw === lastRaw) return;
  lastRaw = raw;
  current = parseEntitlementWarning(raw);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: EntitlementWarning[] = [];

export function useEntitlementWarnings(): EntitlementWarning[] {
  return useSyncExternalStore(subscribe, () => current, () => EMPTY);
}
