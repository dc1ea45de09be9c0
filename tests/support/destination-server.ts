import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real http destination speaking the destination protocol (docs/api.md), with
// injected failures. It honours Idempotency-Key like a careful API would.
export type DestinationOptions = {
  failRate?: number; // 503 before doing anything
  timeoutRate?: number; // store the records, then answer too late
  retryableRate?: number; // per record: ok:false, retryable:true
  refuseSkus?: string[]; // per record: ok:false, permanently
  busySkus?: Record<string, number>; // per record: ok:false, retryable:true the first N times it is worked on
  hangMs?: number;
  delayMs?: number; // every POST answers this late, after storing its records
  failFirstPosts?: number; // the first N POSTs answer 503 before doing anything
  processMs?: number; // every POST works this long, after its key was looked up, before it stores anything
  seed?: number;
};

export type Destination = {
  url: string;
  posts: number;
  puts: number;
  createdPerSku: Map<string, number>;
  records: Map<string, { sku: string; fields: Record<string, unknown> }>;
  close(): Promise<void>;
};

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function bodyOf(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

export async function startDestination(options: DestinationOptions = {}): Promise<Destination> {
  const random = prng(options.seed ?? 42);
  const refused = new Set(options.refuseSkus ?? []);
  const answered = new Map<string, unknown>();
  const busyLeft = new Map(Object.entries(options.busySkus ?? {}));
  const state = { posts: 0, puts: 0, createdPerSku: new Map<string, number>(), records: new Map<string, { sku: string; fields: Record<string, unknown> }>() };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    if (req.method === "POST" && req.url === "/records") {
      state.posts++;
      if (state.posts <= (options.failFirstPosts ?? 0)) return send(res, 503, { error: "warming up" });
      if (random() < (options.failRate ?? 0)) return send(res, 503, { error: "busy" });
      const key = req.headers["idempotency-key"] as string | undefined;
      if (key && answered.has(key)) return send(res, 200, answered.get(key));
      // Like most APIs, it remembers a key's answer once the work is done, so
      // two requests of one key in flight at once are both carried out.
      if (options.processMs) await new Promise((r) => setTimeout(r, options.processMs));
      const results = (body.records as { sku: string; fields: Record<string, unknown> }[]).map((r) => {
        if (refused.has(r.sku)) return { sku: r.sku, ok: false, error: "rejected: forbidden product", retryable: false };
        const busy = busyLeft.get(r.sku) ?? 0;
        if (busy > 0) {
          busyLeft.set(r.sku, busy - 1);
          return { sku: r.sku, ok: false, error: "try later", retryable: true };
        }
        if (random() < (options.retryableRate ?? 0)) return { sku: r.sku, ok: false, error: "try later", retryable: true };
        const externalRef = randomUUID();
        state.records.set(externalRef, r);
        state.createdPerSku.set(r.sku, (state.createdPerSku.get(r.sku) ?? 0) + 1);
        return { sku: r.sku, ok: true, externalRef };
      });
      const answer = { results };
      if (key) answered.set(key, answer);
      if (options.delayMs) {
        setTimeout(() => send(res, 200, answer), options.delayMs);
        return;
      }
      if (random() < (options.timeoutRate ?? 0)) {
        setTimeout(() => send(res, 200, answer), options.hangMs ?? 2000);
        return;
      }
      return send(res, 200, answer);
    }
    const put = /^\/records\/(.+)$/.exec(req.url ?? "");
    if (req.method === "PUT" && put) {
      state.puts++;
      if (random() < (options.failRate ?? 0)) return send(res, 503, { error: "busy" });
      const ref = decodeURIComponent(put[1]!);
      if (!state.records.has(ref)) return send(res, 404, { error: "no such record" });
      state.records.set(ref, body);
      return send(res, 200, { ok: true });
    }
    send(res, 404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  }) as Destination;
}
