import { env } from "../config/env";
import { NativeDate } from "../core/native-date";
import type { Principal } from "../core/principal";
import { AppError } from "../core/errors";
import { decide, windowOf, type RateDecision } from "./rate-limit";
import { countHit } from "./rate-limit-store";

// The two allowances of README.md, "Configuration", shared by every entry point
// that needs them (the route wrapper and the portals' next-auth sign-in) and
// by every instance of the service.

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
}

// The count so far in a window, when the caller already counted this
// request (lib/auth/authenticate.ts counts it in the credential's lookup).
export type Counted = { hits: number; window: number };

function judged(hits: number, limit: number, window: number, now: number): RateDecision {
  const decision = decide(hits, limit, window, now);
  if (!decision.allowed) {
    throw new AppError("RATE_LIMITED", "Too many requests. Slow down.", undefined, {
      ...rateLimitHeaders(decision),
      "Retry-After": String(decision.resetSeconds),
    });
  }
  return decision;
}

async function spend(key: string, limit: number): Promise<RateDecision> {
  const now = NativeDate.now();
  const window = windowOf(now);
  return judged(await countHit(key, window), limit, window, now);
}

// Sign-up, login (API or portal), refresh and invitation acceptance, per client address.
export function limitAuthAttempt(clientAddress: string): Promise<RateDecision> {
  return spend(`client:${clientAddress}`, env().AUTH_RATE_LIMIT_PER_MINUTE);
}

// Anonymous reads of the public brand portals (pages and their images), per
// client address, with the allowance of a signed-in principal: a visitor
// browsing a portal makes about as many requests as a portal user.
export function limitPublicRead(clientAddress: string): Promise<RateDecision> {
  return spend(`public:${clientAddress}`, env().RATE_LIMIT_PER_MINUTE);
}

// The budget keys are written in SQL too, where the credential's lookup
// counts the hit (lib/auth/authenticate.ts); a hit counted there is judged
// at once, without a promise.
export function limitPrincipal(principal: Principal, counted: Counted | null = null): RateDecision | Promise<RateDecision> {
  if (counted) return judged(counted.hits, env().RATE_LIMIT_PER_MINUTE, counted.window, NativeDate.now());
  const key = principal.type === "user" ? `user:${principal.userId}:${principal.organizationId}` : `key:${principal.apiKeyId}`;
  return spend(key, env().RATE_LIMIT_PER_MINUTE);
}
