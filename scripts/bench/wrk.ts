import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// wrk (Debian's `wrk` package) as the load generator: written in C, it costs
// a fifth of autocannon's CPU per request, and every bench here shares two
// cores with what it measures. Its Lua `done` hook reports exact percentiles
// from wrk's microsecond histogram.
const WRK = "/usr/bin/wrk";
const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK-JSON {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"status":%d,"socket":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;

export type WrkResult = { requests: number; seconds: number; p50: number; p95: number; p99: number; non2xx: number; errors: number; clientCpuMs: number };

export function wrkAvailable(): boolean {
  return process.env.BENCH_LOAD !== "autocannon" && existsSync(WRK);
}

// CPU of this process's reaped children (cutime + cstime), where wrk's is
// counted once it has exited.
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(rest[13]) + Number(rest[14])) * 10;
}

export async function runWrk(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<WrkResult> {
  const script = path.join(tmpdir(), `pis-wrk-${process.pid}.lua`);
  writeFileSync(script, REPORT);
  const args = ["-t", "1", "-c", String(connections), "-d", `${seconds}s`, "-s", script, ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url];
  const before = childrenCpuMs();
  const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  const line = out.split("\n").find((l) => l.startsWith("WRK-JSON "));
  if (code !== 0 || !line) throw new Error(`wrk exited with ${code}: ${out}`);
  const r = JSON.parse(line.slice("WRK-JSON ".length)) as { requests: number; durationUs: number; p50: number; p95: number; p99: number; status: number; socket: number };
  return {
    requests: r.requests,
    seconds: r.durationUs / 1e6,
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    non2xx: r.status,
    errors: r.socket,
    clientCpuMs: childrenCpuMs() - before,
  };
}
