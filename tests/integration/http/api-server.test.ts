import http from "node:http";
import net from "node:net";
import { gunzipSync } from "node:zlib";
import { Agent, fetch as undiciFetch, type BodyInit } from "undici";
import { describe, expect, it } from "vitest";
import { baseUrl, call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { settled } from "../../support/jobs";

// What server/main.ts adds in front of the /api/v1 handlers (the handlers
// themselves are covered by every other test): the HTTP framing Next.js used
// to do for them, and the hand-over of everything else to Next.js.

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// node:http, so that nothing decompresses or adds headers behind the test's back.
function raw(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl()}${path}`, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function catalogueOf(count: number) {
  const org = await createOrg();
  const items = Array.from({ length: count }, (_, i) => ({ sku: `GZ-${i}`, name: `Gzip product ${i}`, description: "d".repeat(100) }));
  expect((await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } })).status).toBe(200);
  // Scored, so the two reads compared below see the same documents.
  await settled(org);
  return org;
}

describe("the API server", () => {
  it("sends a JSON answer with its length, and gzipped with Vary when the client accepts gzip", async () => {
    const org = await catalogueOf(20);
    const auth = { authorization: `Bearer ${org.token}` };
    const plain = await raw("/api/v1/products", { headers: auth });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength);
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.headers["x-request-id"]).toEqual(expect.any(String));

    const zipped = await raw("/api/v1/products", { headers: { ...auth, "accept-encoding": "br;q=1, gzip;q=0.5" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.byteLength);
    expect(JSON.parse(gunzipSync(zipped.body).toString("utf8")).items).toEqual(JSON.parse(plain.body.toString("utf8")).items);

    const refused = await raw("/api/v1/products", { headers: { ...auth, "accept-encoding": "gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers uncompressed", async () => {
    const org = await createOrg();
    const res = await raw("/api/v1/organization", { headers: { authorization: `Bearer ${org.token}`, "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ id: org.id });
  });

  it("keeps the connection usable after refusing a body it did not read", async () => {
    const org = await createOrg();
    const auth = { authorization: `Bearer ${org.token}` };
    // One connection, so each request travels where the previous one's unread body was.
    const dispatcher = new Agent({ connections: 1 });
    const next = async () => {
      const res = await undiciFetch(`${baseUrl()}/api/v1/organization`, { headers: auth, dispatcher, signal: AbortSignal.timeout(3000) });
      expect(res.status).toBe(200);
      await res.text();
    };
    try {
      // Refused from its Content-Length, before a byte of it is read.
      const declared = await undiciFetch(`${baseUrl()}/api/v1/api-keys`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: "x".repeat(2 * 1024 * 1024),
        dispatcher,
      });
      expect(declared.status).toBe(413);
      await declared.text();
      await next();

      // Refused once the first MiB of a chunked body has been read.
      const chunk = new Uint8Array(64 * 1024).fill(120);
      const streamed = await undiciFetch(`${baseUrl()}/api/v1/api-keys`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < 40; i++) controller.enqueue(chunk);
            controller.close();
          },
        }) as unknown as BodyInit,
        duplex: "half",
        dispatcher,
      });
      expect(streamed.status).toBe(413);
      await streamed.text();
      await next();
    } finally {
      await dispatcher.close();
    }
  });

  it("hands a method a route file does not export, and HEAD, to Next.js, which still sends X-Request-ID", async () => {
    const org = await createOrg();
    const auth = { authorization: `Bearer ${org.token}` };
    const put = await raw("/api/v1/organization", { method: "PUT", headers: auth });
    expect(put.status).toBe(405);
    expect(put.headers["x-request-id"]).toEqual(expect.any(String));
    const head = await raw("/api/v1/organization", { method: "HEAD", headers: auth });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("echoes a well-formed X-Request-ID and serves pages and framework routes through Next.js", async () => {
    const api = await raw("/api/v1/organization", { headers: { "x-request-id": "trace-123" } });
    expect(api.status).toBe(401);
    expect(api.headers["x-request-id"]).toBe("trace-123");
    expect(JSON.parse(api.body.toString("utf8")).error.requestId).toBe("trace-123");
    const page = await raw("/login");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["x-request-id"]).toEqual(expect.any(String));
    expect((await raw("/api/health")).status).toBe(200);
  });

  it("refuses TRACE on every path and CONNECT with 405 in the error shape, with a request id", async () => {
    for (const path of ["/api/health", "/api/v1/products", "/login", "/brand/nowhere"]) {
      const res = await raw(path, { method: "TRACE", headers: { "x-request-id": "trace-probe" } });
      expect(res.status, path).toBe(405);
      expect(res.headers["x-request-id"], path).toBe("trace-probe");
      expect(res.headers.allow, path).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(res.body.toString("utf8")).error).toEqual({ code: "METHOD_NOT_ALLOWED", message: expect.any(String), requestId: "trace-probe" });
    }
    const answer = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(baseUrl());
      const socket = net.connect(Number(port), hostname, () => socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`));
      const chunks: Buffer[] = [];
      socket.on("data", (c: Buffer) => chunks.push(c));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
    });
    const [head, body] = answer.split("\r\n\r\n");
    expect(head!.split("\r\n")[0]).toBe("HTTP/1.1 405 Method Not Allowed");
    expect(head).toMatch(/\r\nX-Request-ID: [0-9a-f-]{36}/);
    expect(JSON.parse(body!).error.code).toBe("METHOD_NOT_ALLOWED");
    expect((await raw("/api/health")).status).toBe(200);
  });
});
