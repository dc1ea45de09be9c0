import { parseArgs } from "node:util";

export type BenchOptions = {
  // Seconds per HTTP run, after a warm-up.
  duration: number;
  warmup: number;
  connections: number;
  // Calls per in-process measurement.
  iterations: number;
};

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got "${raw}".`);
  return value;
}

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      connections: { type: "string", default: "32" },
      iterations: { type: "string", default: "5000" },
    },
  });
  return {
    duration: positive("duration", values.duration),
    warmup: positive("warmup", values.warmup),
    connections: Math.round(positive("connections", values.connections)),
    iterations: Math.round(positive("iterations", values.iterations)),
  };
}
