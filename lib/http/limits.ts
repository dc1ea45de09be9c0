import { env } from "../config/env";
import type { Principal } from "../auth/principal";
import { AppError } from "./errors";
import { RateLimiter } from "./rate-limit";

// The two allowances of contract section 10, shared by every entry point
// that needs them (the route wrapper and the portals' next-auth sign-in).
const principalLimiter = new RateLimiter();
const clientLimiter = new RateLimiter();

function refuse(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "Too many requests. Slow down.", undefined, { "Retry-After": String(retryAfterSeconds) });
}

// Sign-up, login (API or portal), refresh and invitation acceptance, per client address.
export function limitAuthAttempt(clientAddress: string): void {
  const decision = clientLimiter.hit(clientAddress, env().AUTH_RATE_LIMIT_PER_MINUTE);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}

export function limitPrincipal(principal: Principal): void {
  const key = principal.type === "user" ? `user:${principal.userId}:${principal.organizationId}` : `key:${principal.apiKeyId}`;
  const decision = principalLimiter.hit(key, env().RATE_LIMIT_PER_MINUTE);
  if (!decision.allowed) throw refuse(decision.retryAfterSeconds);
}
