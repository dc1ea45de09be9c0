import type pg from "pg";
import { percentiles, type Latency } from "../stats";

export type Timing = Latency & { name: string; samples: number };

// Sequential, one request or query at a time, so each sample is the cost of
// one call and not time spent queueing behind the others. A tenth of the
// iterations run first, untimed, to warm caches and lazily loaded modules.
async function timeCalls(name: string, iterations: number, once: (i: number) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < Math.ceil(iterations / 10); i += 1) await once(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await once(i);
    samples.push(performance.now() - start);
  }
  return { name, samples: samples.length, ...percentiles(samples) };
}

// Requests cycle through the given URLs; anything but a 200 stops the bench.
export function timeRequests(name: string, urls: string[], headers: Record<string, string>, iterations: number): Promise<Timing> {
  return timeCalls(name, iterations, async (i) => {
    const url = urls[i % urls.length]!;
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${name}: GET ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  });
}

export function timeQuery(client: pg.Client, name: string, text: string, values: unknown[], iterations: number): Promise<Timing> {
  return timeCalls(name, iterations, async () => {
    await client.query(text, values);
  });
}

export async function explain(client: pg.Client, title: string, text: string, values: unknown[]): Promise<string> {
  const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return `-- ${title}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}\n`;
}
