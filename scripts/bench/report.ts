import type { LoadResult } from "./load";
import type { Machine } from "./machine";
import type { BenchOptions } from "./options";
import type { QueryComparison } from "./queries";
import { round } from "./stats";
import type { CallTiming } from "./wrapper";

export type Target = { name: string; value: string; met: boolean };

export type Report = {
  date: string;
  command: string;
  loadGenerator: string;
  options: BenchOptions;
  machine: Machine;
  http: LoadResult[];
  queries: QueryComparison[];
  wrapper: CallTiming[];
  targets: Target[];
  problems: string[];
};

// Above this one-minute load average something else was using the cores.
const BUSY_LOAD = 0.5;

const ms = (v: number) => v.toFixed(3);

function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(head), rule, ...cells.slice(1).map(line)].join("\n");
}

// The three targets of issue 2. The wrapper's own cost is route() around a
// no-op handler, timed in-process so neither Next nor queueing is in it.
export function evaluateTargets(http: LoadResult[], queries: QueryComparison[], wrapper: CallTiming[], connections: number): Target[] {
  const wrapperP50 = Math.max(...wrapper.filter((w) => w.name.startsWith("route()")).map((w) => w.p50));
  const worstOverhead = Math.max(...queries.filter((q) => q.inApp).map((q) => q.overheadP50));
  const authed = http.filter((r) => r.name.startsWith("GET /api/v1/organization") && !r.name.endsWith("via next start") && r.connections === connections);
  return [
    { name: "wrapper own cost < 1 ms at p50 (route(), slower credential)", value: `${ms(wrapperP50)} ms`, met: wrapperP50 < 1 },
    { name: "Prisma overhead over pg < 0.5 ms/query (p50, reads the app issues)", value: `worst ${ms(worstOverhead)} ms`, met: worstOverhead < 0.5 },
    ...authed.map((r) => ({
      name: `${r.name}: >= 1,000 req/s, p99 < 50 ms`,
      value: `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99.toFixed(1)} ms`,
      met: r.requestsPerSecond >= 1000 && r.p99 < 50,
    })),
  ];
}

export function renderReport(r: Report): string {
  const m = r.machine;
  return [
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; ${m.platform}; Node ${m.node}; PostgreSQL ${m.postgres}; load average at start ${m.loadAtStart.toFixed(2)}`,
    `Command: ${r.command}   (${r.date})`,
    ...(m.loadAtStart > BUSY_LOAD ? [`Warning: the machine was busy when the bench began; every figure is lower than on an idle machine.`] : []),
    "",
    `HTTP through the service's server, server/main.ts, unless marked "via next start" (${r.loadGenerator} on the same machine, ${r.options.duration} s after ${r.options.warmup} s warm-up; latency in ms; CPU ms per request)`,
    table(
      ["layer", "conns", "req/s", "p50", "p95", "p99", "non-2xx", "errors", "CPU server", "CPU PostgreSQL", `CPU ${r.loadGenerator}`, "CPU total"],
      r.http.map((h) => [
        h.name,
        h.connections,
        Math.round(h.requestsPerSecond),
        ms(h.p50),
        ms(h.p95),
        ms(h.p99),
        h.non2xx,
        h.errors,
        ms(h.cpuPerRequest.server),
        ms(h.cpuPerRequest.postgres),
        ms(h.cpuPerRequest.client),
        ms(h.cpuPerRequest.server + h.cpuPerRequest.postgres + h.cpuPerRequest.client),
      ]),
    ),
    // One Node process serves from one event loop, and the whole machine has
    // `cores` ms of CPU per ms: the two ceilings any req/s figure sits under.
    `Ceilings: one server process ~ 1000 / (CPU server) req/s; ${m.cores} cores ~ ${m.cores * 1000} / (CPU total) req/s; 1,000 req/s leaves ${m.cores} ms of CPU per request in total.`,
    "",
    `Queries in-process, no HTTP (${r.options.iterations} sequential calls each, pg and Prisma alternating; ms)`,
    table(
      ["read", "pg p50", "pg p95", "pg p99", "Prisma p50", "Prisma p95", "Prisma p99", "overhead p50", "Prisma queries"],
      r.queries.map((q) => [`${q.name}${q.inApp ? "" : " *"}`, ms(q.pg.p50), ms(q.pg.p95), ms(q.pg.p99), ms(q.prisma.p50), ms(q.prisma.p95), ms(q.prisma.p99), ms(q.overheadP50), q.prismaQueries]),
    ),
    "* not issued by the service through Prisma: the pg column is the named prepared statement the service sends (lib/db/prepared.ts), the Prisma column the same read through Prisma.",
    "",
    `The route wrapper and authentication in-process, no Next (${r.options.iterations} sequential calls each; ms)`,
    table(["call", "p50", "p95", "p99"], r.wrapper.map((a) => [a.name, ms(a.p50), ms(a.p95), ms(a.p99)])),
    "",
    "Targets",
    table(["target", "measured", "met"], r.targets.map((t) => [t.name, t.value, t.met ? "yes" : "NO"])),
    ...(r.problems.length > 0 ? ["", "Problems:", ...r.problems.map((p) => `- ${p}`)] : []),
  ].join("\n");
}

// Figures rounded to microseconds: more digits would be noise.
export function toJson(r: Report): string {
  return JSON.stringify(r, (_key, value: unknown) => (typeof value === "number" ? round(value) : value), 2);
}
