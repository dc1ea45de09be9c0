import { percentiles, round } from "../stats";
import type { Kind } from "./products";

export type Phase = "create" | "update";
// One timed call: wall clock from sending the body to the parsed answer, and
// the CPU time the server's processes and the database's client backends
// spent meanwhile.
export type Call = { ms: number; serverCpuMs: number; postgresCpuMs: number };
export type Samples = Record<`${Kind} ${Phase}`, Call[]>;
type Twin = Exclude<Kind, "typed">;

const PHASES = ["create", "update"] as const;
const p50 = (values: number[]) => percentiles(values).p50;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => sum(values) / values.length;
const cpu = (c: Call) => c.serverCpuMs + c.postgresCpuMs;

// Prints one markdown table, a row per phase, and returns the worst of each
// ratio the rows are judged by, over the phases.
function table(title: string, headers: string[], row: (phase: Phase) => { cells: number[]; ratios: number[] }): number[] {
  console.log(title);
  console.log(`| phase | ${headers.join(" | ")} |`);
  console.log(`|---|${headers.map(() => "--:").join("|")}|`);
  let worst: number[] = [];
  for (const phase of PHASES) {
    const { cells, ratios } = row(phase);
    worst = ratios.map((ratio, k) => Math.max(worst[k] ?? 0, ratio));
    console.log(`| ${phase} | ${cells.join(" | ")} |`);
  }
  return worst;
}

// Wall clock: what a client waits, moved by whatever else runs on the cores.
// The calls of one round ran back to back, so their ratio (last column) is
// the steadiest wall-clock figure. A call that crosses the size of the GIN
// index's pending list merges it, a few hundred milliseconds more, so the
// calls of a kind fall in two or three clusters and a p50 over 24 of them can
// land in either: the mean and the per-round ratio are printed beside it.
function wallClock(samples: Samples, twin: Twin): number[] {
  const headers = ["typed p50 ms", `${twin} p50 ms`, "typed mean ms", `${twin} mean ms`, "ratio p50", "ratio mean", "ratio per round, p50"];
  return table(`Wall clock, per call of 1,000 products, typed against ${twin}:`, headers, (phase) => {
    const typed = samples[`typed ${phase}`].map((c) => c.ms);
    const untyped = samples[`${twin} ${phase}`].map((c) => c.ms);
    const ratios = [p50(typed) / p50(untyped), mean(typed) / mean(untyped), p50(typed.map((ms, r) => ms / untyped[r]!))];
    const ms = [p50(typed), p50(untyped), mean(typed), mean(untyped)].map((v) => round(v, 1));
    return { cells: [...ms, ...ratios.map((v) => round(v, 3))], ratios };
  });
}

// CPU time: the work a call costs, which other load on the machine moves far
// less. /proc counts in 10 ms ticks, so the ratio is of the sums over all
// rounds, where the rounding evens out.
function cpuTime(samples: Samples, twin: Twin): number[] {
  const headers = ["typed server ms", "typed PostgreSQL ms", "typed total ms", `${twin} server ms`, `${twin} PostgreSQL ms`, `${twin} total ms`, "CPU ratio", "ratio per round, p50"];
  return table(`\nCPU time (user + system), per call of 1,000 products, mean over the rounds, typed against ${twin}:`, headers, (phase) => {
    const typed = samples[`typed ${phase}`];
    const untyped = samples[`${twin} ${phase}`];
    const perCall = (calls: Call[], f: (c: Call) => number) => round(mean(calls.map(f)), 1);
    const ratio = sum(typed.map(cpu)) / sum(untyped.map(cpu));
    const paired = p50(typed.map((c, r) => cpu(c) / cpu(untyped[r]!)));
    const means = [typed, untyped].flatMap((calls) => [perCall(calls, (c) => c.serverCpuMs), perCall(calls, (c) => c.postgresCpuMs), perCall(calls, cpu)]);
    return { cells: [...means, round(ratio, 3), round(paired, 3)], ratios: [ratio, paired] };
  });
}

// The target is judged against the untyped twin (the same values written
// free-form); the digest twin is printed beside it for comparison.
export function report(samples: Samples, target: number): void {
  const verdict = (ratio: number) => `${ratio <= target ? "met" : "NOT met"} (worst ${round(ratio, 3)})`;
  for (const twin of ["untyped", "digest"] as const) {
    const wall = wallClock(samples, twin);
    const cpu = cpuTime(samples, twin);
    console.log(`\n${twin === "untyped" ? "target" : "for comparison"}: typed within ${target}x of ${twin}`);
    console.log(`  by CPU time (server + PostgreSQL, sums over the rounds): ${verdict(cpu[0]!)}; per round, p50: ${verdict(cpu[1]!)}`);
    console.log(`  by wall clock, p50: ${verdict(wall[0]!)}; mean: ${verdict(wall[1]!)}; per round, p50: ${verdict(wall[2]!)}\n`);
  }
}
