import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; event: string; delivery: string; signature: string | null; body: string; parsed: any };

export type WebhookReceiver = {
  url: string;
  received: Received[];
  // The next `count` requests to path answer 503.
  failNext(path: string, count: number): void;
  close(): Promise<void>;
};

// A receiver as an integrator would write it: it keeps what it is sent and
// leaves checking the signature to the test. /always-down answers 503.
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const failuresLeft = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "/";
      const left = failuresLeft.get(path) ?? 0;
      if (left > 0 || path === "/always-down") {
        failuresLeft.set(path, left - 1);
        res.writeHead(503).end();
        return;
      }
      received.push({ path, event: String(req.headers["x-pis-event"]), delivery: String(req.headers["x-pis-delivery"]), signature: (req.headers["x-pis-signature"] as string) ?? null, body, parsed: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext: (path, count) => failuresLeft.set(path, count),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
