import type { LoadResult } from "../load";
import type { Machine } from "../machine";
import { round as r } from "../stats";

export type Turn = { round: number; read: string; side: "service" | "floor"; result: LoadResult };

// Service against floor: throughput at least `throughput` of the floor's,
// and, where given, p99 and CPU per request at most these multiples.
type Target = { throughput: number; p99?: number; cpu?: number };
const TARGETS: Record<string, Target> = {
  "list page": { throughput: 0.8, p99: 1.5, cpu: 1.3 },
  "single product": { throughput: 0.8, p99: 1.5, cpu: 1.3 },
  "search, two facets": { throughput: 0.7 },
};

const cpu = (x: LoadResult) => x.cpuPerRequest.server + x.cpuPerRequest.postgres;

type Ratios = { round: number; read: string; throughput: number; p99: number; cpu: number; met: boolean };

function ratiosOf(service: LoadResult, floor: LoadResult, target: Target): Omit<Ratios, "round" | "read"> {
  const throughput = service.requestsPerSecond / floor.requestsPerSecond;
  const p99 = service.p99 / floor.p99;
  const cpuRatio = cpu(service) / cpu(floor);
  const met = throughput >= target.throughput && (target.p99 === undefined || p99 <= target.p99) && (target.cpu === undefined || cpuRatio <= target.cpu);
  return { throughput, p99, cpu: cpuRatio, met };
}

function line(t: Turn): string {
  const x = t.result;
  return `  ${t.side.padEnd(8)} ${x.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${x.p50.toFixed(2).padStart(6)} ms  p99 ${x.p99.toFixed(2).padStart(6)} ms  CPU/request node ${x.cpuPerRequest.server.toFixed(3)} ms + PostgreSQL ${x.cpuPerRequest.postgres.toFixed(3)} ms`;
}

export function floorReport(turns: Turn[], machine: Machine, options: object): { text: string; json: object } {
  const ratios: Ratios[] = [];
  const out: string[] = [`Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, PostgreSQL ${machine.postgres}, load ${machine.loadAtStart.toFixed(2)} at start`];
  for (const turn of turns.filter((t) => t.side === "service")) {
    const floor = turns.find((t) => t.side === "floor" && t.round === turn.round && t.read === turn.read);
    if (!floor) continue;
    const target = TARGETS[turn.read]!;
    const ratio = { round: turn.round, read: turn.read, ...ratiosOf(turn.result, floor.result, target) };
    ratios.push(ratio);
    out.push(`Round ${turn.round}, ${turn.read}:`, line(turn), line(floor));
    out.push(
      `  service/floor: throughput ${ratio.throughput.toFixed(2)} (target ≥ ${target.throughput})` +
        `, p99 ${ratio.p99.toFixed(2)}${target.p99 ? ` (≤ ${target.p99})` : ""}, CPU ${ratio.cpu.toFixed(2)}${target.cpu ? ` (≤ ${target.cpu})` : ""}: ${ratio.met ? "met" : "missed"}`,
    );
  }
  out.push("", "Rounds that met every target of their read:");
  for (const read of Object.keys(TARGETS)) {
    const mine = ratios.filter((x) => x.read === read);
    out.push(`  ${read}: ${mine.filter((x) => x.met).length} of ${mine.length}`);
  }
  const json = {
    date: new Date().toISOString(),
    machine,
    options,
    turns: turns.map((t) => ({ round: t.round, read: t.read, side: t.side, ...t.result })),
    ratios: ratios.map((x) => ({ ...x, throughput: r(x.throughput), p99: r(x.p99), cpu: r(x.cpu) })),
  };
  return { text: out.join("\n"), json };
}
