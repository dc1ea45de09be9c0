import { createHash } from "node:crypto";

// Identifies the record a channel sends for a product: the same fields in the
// same order give the same hash. The order comes from the channel's map, so a
// reordered map counts as a change (one needless re-delivery, never a missed
// one).
export function recordHash(fields: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}
