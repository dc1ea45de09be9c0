import { createHmac, timingSafeEqual } from "node:crypto";

// X-PIS-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">.
// The timestamp is signed too, so a receiver can refuse old replays.
export const SIGNATURE_HEADER = "X-PIS-Signature";

export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

// What an integrator runs; also what our tests run as the receiver.
export function verifySignature(header: string | null, secret: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, body, timestamp).split("v1=")[1]!, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
