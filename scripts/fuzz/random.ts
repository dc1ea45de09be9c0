// A seeded pseudo-random source (mulberry32), so a run can be repeated
// request for request: json-schema-faker takes a seed per value, and the
// choices around it (which field to break, which id to use) come from here.
export type Random = { next(): number; int(below: number): number; pick<T>(items: readonly T[]): T; seed(): number };

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]!, seed: () => int(2 ** 31) };
}
