// `npm run bench:renditions [-- --iterations 20 --rounds 3]`
// A 12-megapixel JPEG to a 1200 px WebP, through the service's render path
// (lib/renditions/render-image.ts: header check, pixel cap, EXIF
// orientation, one render per core) beside sharp called directly on the same
// file; then a decompression bomb refused by the service. Each measurement
// runs in a fresh process, so its peak RSS is its own; the two paths run
// back to back in several rounds, in alternating order, so drift on a shared
// machine hits both.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { renderImage } from "../../lib/renditions/render-image";
import type { RenderOp } from "../../lib/renditions/schemas";
import { bombPng } from "../../tests/support/images";
import { percentiles, round } from "./stats";

const root = path.resolve(import.meta.dirname, "../..");
const work = path.join(root, ".data", "bench-renditions");
const photoPath = path.join(work, "photo-12mp.jpg");
const bombPath = path.join(work, "bomb.png");
const OPS: RenderOp[] = [{ op: "resize", width: 1200 }, { op: "format", format: "webp" }];
const MiB = 1_048_576;

type Mode = "direct" | "service" | "bomb";
type Sample = { mode: Mode; concurrency: number; renders: number; seconds: number; rendersPerSecond: number; p50: number; p95: number; baselineRss: number; peakRss: number; note: string };

function status(field: "VmHWM" | "VmRSS"): number {
  const line = readFileSync("/proc/self/status", "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(line?.[1]) * 1024;
}

async function renderOnce(mode: Mode, input: Buffer): Promise<Buffer> {
  if (mode === "direct") return sharp(input).resize({ width: 1200 }).webp().toBuffer();
  return (await renderImage(input, OPS)).data;
}

// Inside the child: `iterations` renders, `concurrency` in flight at once.
async function child(mode: Mode, iterations: number, concurrency: number): Promise<Sample> {
  if (mode === "bomb") {
    const bomb = readFileSync(bombPath);
    const baselineRss = status("VmRSS");
    const note = await renderImage(bomb, OPS).then(
      () => "RENDERED (not refused)",
      (err: Error) => err.message,
    );
    return { mode, concurrency: 1, renders: 0, seconds: 0, rendersPerSecond: 0, p50: 0, p95: 0, baselineRss, peakRss: status("VmHWM"), note };
  }
  const input = readFileSync(photoPath);
  for (let i = 0; i < 3; i++) await renderOnce(mode, input);
  const baselineRss = status("VmRSS");
  const latencies: number[] = [];
  let next = 0;
  let output = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < iterations) {
        const t = performance.now();
        output = (await renderOnce(mode, input)).length;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { p50, p95 } = percentiles(latencies);
  return { mode, concurrency, renders: iterations, seconds, rendersPerSecond: iterations / seconds, p50, p95, baselineRss, peakRss: status("VmHWM"), note: `${output} bytes out` };
}

function runChild(mode: Mode, iterations: number, concurrency: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, import.meta.filename, "--child", mode, "--iterations", String(iterations), "--concurrency", String(concurrency)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    proc.stdout.on("data", (chunk: Buffer) => (out += chunk));
    proc.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop()!)) : reject(new Error(`${mode} child exited with ${code}`))));
  });
}

async function prepareInputs(): Promise<{ photoBytes: number }> {
  mkdirSync(work, { recursive: true });
  // Smooth shapes with grain, like a photograph: it compresses like one,
  // where pure noise or a flat colour would not.
  const base = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6a8caf", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const photo = await sharp(base).resize(4000, 3000, { kernel: "cubic" }).blur(2).jpeg({ quality: 90 }).toBuffer();
  writeFileSync(photoPath, photo);
  writeFileSync(bombPath, await bombPng());
  return { photoBytes: photo.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { iterations: { type: "string", default: "20" }, rounds: { type: "string", default: "3" } } });
  const iterations = Number(values.iterations);
  const rounds = Number(values.rounds);
  const { photoBytes } = await prepareInputs();
  const cores = os.availableParallelism();
  const machine = `${os.cpus()[0]?.model ?? "unknown CPU"}, ${cores} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${os.type()} ${os.release()}; Node ${process.version}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; load average at start ${os.loadavg()[0]!.toFixed(2)}`;
  console.log(machine);
  console.log(`Input: 4000×3000 JPEG (${(photoBytes / MiB).toFixed(2)} MiB) → 1200 px WebP; ${iterations} renders per run after 3 warm-up renders; ${rounds} alternating rounds\n`);

  const samples: Sample[] = [];
  for (const concurrency of [1, cores]) {
    for (let r = 0; r < rounds; r++) {
      // ABBA order: neither path always runs first.
      const order = r % 2 === 0 ? (["direct", "service"] as const) : (["service", "direct"] as const);
      for (const mode of order) samples.push(await runChild(mode, iterations, concurrency));
    }
  }
  const bomb = await runChild("bomb", 0, 1);

  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const concurrency of [1, cores]) {
    const of = (mode: Mode) => samples.filter((s) => s.mode === mode && s.concurrency === concurrency);
    const summary = (mode: Mode) => {
      const runs = of(mode);
      return {
        best: Math.max(...runs.map((s) => s.rendersPerSecond)),
        rate: median(runs.map((s) => s.rendersPerSecond)),
        p50: median(runs.map((s) => s.p50)),
        p95: median(runs.map((s) => s.p95)),
        peak: Math.max(...runs.map((s) => s.peakRss)),
      };
    };
    for (const [name, s] of [["sharp directly", summary("direct")], ["service render path", summary("service")]] as const) {
      rows.push(`| ${name} | ${concurrency} | ${s.best.toFixed(2)} | ${s.rate.toFixed(2)} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${(s.peak / MiB).toFixed(0)} |`);
    }
    // Each round ran the two paths back to back, so their ratio within a
    // round cancels most of what other work on the machine does to both.
    const direct = of("direct");
    const ratios = of("service").map((s, i) => s.rendersPerSecond / direct[i]!.rendersPerSecond);
    const ratio = median(ratios);
    verdicts.push(
      `${concurrency} in flight: service at ${(ratio * 100).toFixed(1)}% of direct, median of rounds (${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(" / ")}; target >= 90%): ${ratio >= 0.9 ? "met" : "NOT MET"}`,
    );
  }
  const bombLine = `Bomb (${(readFileSync(bombPath).length / 1024).toFixed(0)} KiB PNG claiming 10240×10240): peak RSS ${(bomb.peakRss / MiB).toFixed(0)} MiB (target < 300 MiB: ${bomb.peakRss < 300 * MiB ? "met" : "NOT MET"}); answer: ${bomb.note}`;

  console.log("| path | in flight | renditions/s, best round | renditions/s, median | p50 ms | p95 ms | peak RSS MiB |");
  console.log("|---|--:|--:|--:|--:|--:|--:|");
  for (const row of rows) console.log(row);
  console.log("");
  for (const line of [...verdicts, bombLine]) console.log(line);

  writeFileSync(path.join(root, ".data", "bench-renditions.json"), `${JSON.stringify({ date: new Date().toISOString(), machine, photoBytes, samples, bomb }, (k, v) => (typeof v === "number" ? round(v) : v), 2)}\n`);
  console.log("\nWritten to .data/bench-renditions.json");
  const met = verdicts.every((v) => v.endsWith("met") && !v.endsWith("NOT MET")) && bomb.peakRss < 300 * MiB;
  return met ? 0 : 1;
}

const args = parseArgs({ options: { child: { type: "string" }, iterations: { type: "string" }, concurrency: { type: "string" } }, strict: false }).values;
if (args.child) {
  const sample = await child(args.child as Mode, Number(args.iterations), Number(args.concurrency));
  console.log(JSON.stringify(sample));
} else {
  process.exitCode = await main();
}
