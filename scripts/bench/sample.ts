async function elapsed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// Milliseconds per call, calls strictly sequential (one connection busy at a
// time), after a warm-up of a tenth of the iterations. With several functions
// they take turns, so all see the same machine state (GC, autovacuum, CPU clock).
export async function sample(iterations: number, fns: Array<() => Promise<unknown>>): Promise<number[][]> {
  const warm = Math.max(50, Math.floor(iterations / 10));
  for (let i = 0; i < warm; i++) for (const fn of fns) await fn();
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) for (const [j, fn] of fns.entries()) out[j]!.push(await elapsed(fn));
  return out;
}
