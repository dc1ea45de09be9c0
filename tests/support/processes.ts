import { readFile } from "node:fs/promises";
import { inject } from "vitest";

// The processes of the test servers, read from /proc: the job processes
// that run imports, and how long requests take while they do.

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return text.split(/\s+/).filter(Boolean).map(Number);
}

const commandOf = (pid: number) => readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");

// Every test server's job process: both servers are children of the process
// that started the first one, and each starts its job process as its child.
export async function jobProcesses(): Promise<number[]> {
  const server = inject("serverPid");
  const status = await readFile(`/proc/${server}/status`, "utf8");
  const parent = Number(/PPid:\s+(\d+)/.exec(status)![1]);
  const servers: number[] = [];
  for (const pid of await childrenOf(parent)) if ((await commandOf(pid)).includes("server/main")) servers.push(pid);
  const jobs: number[] = [];
  for (const pid of servers) for (const child of await childrenOf(pid)) if ((await commandOf(child)).includes("job-process")) jobs.push(child);
  return jobs;
}

// A process's nice value (the 19th field of its stat line).
export async function niceOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

export type Sampler<T> = { stop(): Promise<T[]> };

// Calls `sample` again and again, `everyMs` apart, until stopped; what it
// returned each time.
export function sampling<T>(sample: () => Promise<T>, everyMs: number): Sampler<T> {
  const samples: T[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await sample());
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

export type Timed = { ms: number; status: number };

// How long one request takes, answer read whole; its status with it.
export async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

// How soon the server can answer at this moment: the quickest of `tries`
// requests sent one after the other, each status kept. The test machine's
// two cores are shared, and with nothing of ours running a single request
// now and then waits past 100 ms for a core (310 health checks in 20 s:
// median 10 ms, 99th percentile 68 ms, slowest 135 ms); a server slowed by a
// job is slow for every request of the moment, not for one.
export async function quickestOf(tries: number, url: string, init: RequestInit = {}): Promise<{ ms: number; slowestMs: number; statuses: number[] }> {
  const all: Timed[] = [];
  for (let i = 0; i < tries; i++) all.push(await timed(url, init));
  const times = all.map((t) => t.ms);
  return { ms: Math.min(...times), slowestMs: Math.max(...times), statuses: all.map((t) => t.status) };
}
