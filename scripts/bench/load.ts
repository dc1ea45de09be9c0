import autocannon from "autocannon";
import { cpuBetween, type CpuSnapshot } from "./cpu";
import { percentiles, type Latency } from "./stats";

export type LoadResult = Latency & {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  // CPU milliseconds each request cost the server, PostgreSQL and the load generator.
  cpuPerRequest: { server: number; postgres: number; client: number };
};

// Snapshots of the server's and the database's processes.
export type Meter = () => Promise<{ server: CpuSnapshot; postgres: CpuSnapshot }>;

export type LoadTarget = { name: string; url: string; headers: Record<string, string> };

// One request first, so a wrong build, route or credential is reported as
// such instead of as ten seconds of 404s.
async function probe(target: LoadTarget): Promise<void> {
  const res = await fetch(target.url, { headers: target.headers });
  if (!res.ok) throw new Error(`${target.name}: GET ${target.url} answered ${res.status}: ${await res.text()}`);
}

// Load that is thrown away: JIT, connection pools, Next's lazily loaded route modules.
export async function warmUp(target: LoadTarget, connections: number, seconds: number): Promise<void> {
  await probe(target);
  await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
}

// After a warm-up, the measured run records every response's latency so
// p95 is exact, which autocannon's own summary does not give.
export async function measure(target: LoadTarget, connections: number, warmup: number, duration: number, meter: Meter): Promise<LoadResult> {
  await warmUp(target, connections, warmup);
  const latencies: number[] = [];
  let non2xx = 0;
  const before = await meter();
  const clientBefore = process.cpuUsage();
  const run = autocannon({ url: target.url, headers: target.headers, connections, duration });
  run.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await run;
  const client = process.cpuUsage(clientBefore);
  const after = await meter();
  const perRequest = (ms: number) => ms / Math.max(1, latencies.length);
  return {
    name: target.name,
    connections,
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    ...percentiles(latencies),
    non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: {
      server: perRequest(cpuBetween(before.server, after.server)),
      postgres: perRequest(cpuBetween(before.postgres, after.postgres)),
      client: perRequest((client.user + client.system) / 1000),
    },
  };
}
