import autocannon from "autocannon";
import { cpuBetween, type CpuSnapshot } from "./cpu";
import { percentiles, type Latency } from "./stats";
import { runWrk, wrkAvailable } from "./wrk";

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

// Load that is thrown away: JIT, connection pools, lazily loaded route modules.
export async function warmUp(target: LoadTarget, connections: number, seconds: number): Promise<void> {
  await probe(target);
  if (wrkAvailable()) await runWrk(target.url, target.headers, connections, seconds);
  else await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
}

export const loadGenerator = () => (wrkAvailable() ? "wrk" : "autocannon");

type Run = Latency & { requests: number; seconds: number; non2xx: number; errors: number; clientCpuMs: number };

// wrk reports exact percentiles from its histogram; autocannon's summary has
// no p95, so every response's latency is kept.
export async function runLoad(target: LoadTarget, connections: number, duration: number): Promise<Run> {
  if (wrkAvailable()) return runWrk(target.url, target.headers, connections, duration);
  const latencies: number[] = [];
  let non2xx = 0;
  const clientBefore = process.cpuUsage();
  const instance = autocannon({ url: target.url, headers: target.headers, connections, duration });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await instance;
  const client = process.cpuUsage(clientBefore);
  return {
    ...percentiles(latencies),
    requests: latencies.length,
    seconds: result.duration,
    non2xx,
    errors: result.errors + result.timeouts,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

export async function measure(target: LoadTarget, connections: number, warmup: number, duration: number, meter: Meter): Promise<LoadResult> {
  await warmUp(target, connections, warmup);
  const before = await meter();
  const r = await runLoad(target, connections, duration);
  const after = await meter();
  const perRequest = (ms: number) => ms / Math.max(1, r.requests);
  return {
    name: target.name,
    connections,
    requests: r.requests,
    requestsPerSecond: r.requests / r.seconds,
    p50: r.p50,
    p95: r.p95,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuPerRequest: {
      server: perRequest(cpuBetween(before.server, after.server)),
      postgres: perRequest(cpuBetween(before.postgres, after.postgres)),
      client: perRequest(r.clientCpuMs),
    },
  };
}
