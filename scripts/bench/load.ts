import autocannon from "autocannon";
import { percentiles, type Latency } from "./stats";

export type LoadResult = Latency & {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
};

export type LoadTarget = { name: string; url: string; headers: Record<string, string> };

// One request first, so a wrong build, route or credential is reported as
// such instead of as ten seconds of 404s.
async function probe(target: LoadTarget): Promise<void> {
  const res = await fetch(target.url, { headers: target.headers });
  if (!res.ok) throw new Error(`${target.name}: GET ${target.url} answered ${res.status}: ${await res.text()}`);
}

// A warm-up run (JIT, connection pools, Next's lazily loaded route modules)
// is thrown away; the measured run records every response's latency so p95
// is exact, which autocannon's own summary does not give.
export async function measure(target: LoadTarget, connections: number, warmup: number, duration: number): Promise<LoadResult> {
  await probe(target);
  await autocannon({ url: target.url, headers: target.headers, connections, duration: warmup });
  const latencies: number[] = [];
  let non2xx = 0;
  const run = autocannon({ url: target.url, headers: target.headers, connections, duration });
  run.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await run;
  return {
    name: target.name,
    connections,
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    ...percentiles(latencies),
    non2xx,
    errors: result.errors + result.timeouts,
  };
}
