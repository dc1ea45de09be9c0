// How long to wait before a failed attempt is tried again. Exponential so a
// struggling dependency gets room to recover, jittered so runs that failed
// together do not all come back in the same instant.

export type BackoffPolicy = { baseMs: number; maxMs: number };

export const defaultBackoff: BackoffPolicy = { baseMs: 2_000, maxMs: 10 * 60_000 };

// `failedAttempt` is 0 for the first attempt. The delay lies in [d/2, d] with
// d = min(maxMs, baseMs * 2^failedAttempt).
export function retryDelayMs(failedAttempt: number, policy: BackoffPolicy = defaultBackoff, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failedAttempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

// The SDK's RetryAfterError reaches us as a number of seconds ("30") or an
// ISO date; anything else falls back to the normal backoff.
export function retryAfterDate(retryAfter: string, now: Date): Date | undefined {
  if (/^\d+$/.test(retryAfter)) return new Date(now.getTime() + Number(retryAfter) * 1000);
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? undefined : new Date(at);
}
