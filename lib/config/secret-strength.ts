// What a signing secret must be before production uses it: not a value this
// repository ever published (published-secrets.ts), and not guessable.
import { createHash } from "node:crypto";
import { PUBLISHED_SECRET_HASHES } from "./published-secrets";

// Below this a secret can be searched: a random 32-byte value scores about
// 190 by this estimate, "aaaa…" scores 0 and a one-character value 0.
export const MIN_SECRET_BITS = 128;

// Shannon's estimate over the value's own characters: a lower bound for a
// human-chosen value, and close to the truth for a random one.
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return Math.round(perChar * length);
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRET_HASHES.has(sha256Hex(value));
}

const WEBHOOK_PREFIX = "whsec_";

// Why the value cannot sign or verify anything in production, or null.
export function secretWeakness(name: "AUTH_SECRET" | "STRIPE_WEBHOOK_SECRET", value: string): string | null {
  if (isPublishedSecret(value)) return "a value published in this repository";
  if (name === "STRIPE_WEBHOOK_SECRET") {
    if (!value.startsWith(WEBHOOK_PREFIX)) return `not a Stripe signing secret (they start with "${WEBHOOK_PREFIX}"; the endpoint's page in Stripe's dashboard shows it)`;
    const random = value.slice(WEBHOOK_PREFIX.length);
    if (random.length < 24 || estimatedBits(random) < MIN_SECRET_BITS) return "too short or too regular to be Stripe's signing secret";
    return null;
  }
  if (value.length < 32 || estimatedBits(value) < MIN_SECRET_BITS) {
    return `too weak (at least 32 characters and ${MIN_SECRET_BITS} bits of estimated randomness; \`openssl rand -base64 32\` makes one)`;
  }
  return null;
}
