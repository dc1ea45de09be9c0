import { env } from "../config/env";

// The first X-Forwarded-For hop, as set by the server (server/node-bridge.ts,
// or Next.js for what it serves) from the socket, or by the load balancer
// in front of it. With TRUST_PROXY=0 every caller shares one bucket.
export function clientAddress(headers: Headers): string {
  if (env().TRUST_PROXY !== "1") return "unknown";
  const forwarded = headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || "unknown";
}
