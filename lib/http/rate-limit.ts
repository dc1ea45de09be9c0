// Fixed one-minute windows counted in this process. Past one instance the
// counters move to a shared store (docs/operations.md); the interface stays.
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(private readonly windowMs = 60_000, private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number): RateDecision {
    const t = this.now();
    const start = t - (t % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + this.windowMs - t) / 1000)) };
  }
}
