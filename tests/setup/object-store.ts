import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type ServedRequest = { method: string; status: number; bytes: number };

export type TestObjectStore = { endpoint: string; bucket: string; close: () => Promise<void> };

export const STATS_PATH = "/__served/";

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

// s3rver on a free port, in a temporary directory, with no bucket (the app
// must create it), behind a pass-through proxy that counts the bytes the
// store sends back per object key: tests ask GET /__served/<key> to prove
// that confirm reads a few KB of a 100 MB video, not the file.
export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), "pis-s3-"));
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true });
  const { port: s3Port } = await s3.run();
  const served = new Map<string, ServedRequest[]>();
  const bucket = "pis-test";

  const proxy = http.createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith(STATS_PATH)) {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(served.get(decodeURIComponent(url.slice(STATS_PATH.length))) ?? []));
      return;
    }
    const key = decodeURIComponent(new URL(url, "http://store").pathname.split("/").slice(2).join("/"));
    const upstream = http.request({ host: "127.0.0.1", port: s3Port, method: req.method, path: url, headers: req.headers }, (answer) => {
      const record: ServedRequest = { method: req.method ?? "GET", status: answer.statusCode ?? 0, bytes: 0 };
      if (key) served.set(key, [...(served.get(key) ?? []), record]);
      answer.on("data", (chunk: Buffer) => (record.bytes += chunk.length));
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const proxyPort = await listen(proxy);

  return {
    endpoint: `http://127.0.0.1:${proxyPort}`,
    bucket,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
