import { round } from "../stats";
import type { Timing } from "./timing";

export type Throughput = { name: string; connections: number; requestsPerSecond: number; p50: number; p95: number; p99: number; non2xx: number; errors: number };
export type Verdict = { target: string; met: boolean; actual: string };

const ms = (value: number) => `${round(value, 1)} ms`;

export function table(timings: Timing[]): string {
  const width = Math.max(...timings.map((t) => t.name.length));
  const lines = timings.map((t) => `${t.name.padEnd(width)}  ${ms(t.p50).padStart(10)}  ${ms(t.p95).padStart(10)}  ${ms(t.p99).padStart(10)}  ${String(t.samples).padStart(5)}`);
  return [`${"".padEnd(width)}  ${"p50".padStart(10)}  ${"p95".padStart(10)}  ${"p99".padStart(10)}  ${"n".padStart(5)}`, ...lines].join("\n");
}

export function throughputLine(t: Throughput): string {
  return `${t.name}: ${Math.round(t.requestsPerSecond)} req/s at ${t.connections} connections, p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, p99 ${ms(t.p99)}, ${t.non2xx} non-2xx, ${t.errors} errors`;
}

// The targets, judged on p95 unless the target names another figure.
export function verdicts(http: Map<string, Timing>, throughput: Throughput, names: Record<string, string>): Verdict[] {
  const p95 = (key: string) => http.get(names[key]!)!.p95;
  const out: Verdict[] = [];
  const check = (target: string, met: boolean, actual: string) => out.push({ target, met, actual });
  for (const key of ["listFirst", "listMiddle", "listLast"]) check(`${names[key]} p95 < 10 ms`, p95(key) < 10, ms(p95(key)));
  check("last list page p95 <= 1.5 x first page p95", p95("listLast") <= 1.5 * p95("listFirst"), `${round(p95("listLast") / p95("listFirst"), 2)} x`);
  check(`${names.facetsBig} p95 < 150 ms`, p95("facetsBig") < 150, ms(p95("facetsBig")));
  check(`${names.facetsMid} p95 < 15 ms`, p95("facetsMid") < 15, ms(p95("facetsMid")));
  for (const key of ["textWord", "textWords", "textSku"]) check(`${names[key]} p95 < 50 ms`, p95(key) < 50, ms(p95(key)));
  check("GET /api/v1/products >= 1,000 req/s", throughput.requestsPerSecond >= 1000, `${Math.round(throughput.requestsPerSecond)} req/s`);
  check("GET /api/v1/products p99 < 50 ms under load", throughput.p99 < 50, ms(throughput.p99));
  check("no failed request under load", throughput.non2xx === 0 && throughput.errors === 0, `${throughput.non2xx} non-2xx, ${throughput.errors} errors`);
  return out;
}
