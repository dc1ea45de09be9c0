export type Latency = { p50: number; p95: number; p99: number };

// Nearest-rank percentiles of raw samples (milliseconds), so p95 is exact
// rather than read off a coarse histogram.
export function percentiles(samples: number[]): Latency {
  if (samples.length === 0) return { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
