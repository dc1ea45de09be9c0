// Fixed one-minute windows: a key may make `limit` requests per window.
export const WINDOW_MS = 60_000;

export type RateDecision = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

// What a count of hits in the window means for the caller (docs/api.md,
// "Conventions": RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset; 429 past it).
export function decide(count: number, limit: number, windowStart: number, now: number, windowMs = WINDOW_MS): RateDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

export function windowOf(now: number, windowMs = WINDOW_MS): number {
  return now - (now % windowMs);
}

// Counts in this process only: for a single instance, tests and benchmarks
// (RATE_LIMIT_STORE=memory).
export class MemoryCounter {
  private window = 0;
  private counts = new Map<string, number>();

  hit(key: string, window: number): number {
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }
}
