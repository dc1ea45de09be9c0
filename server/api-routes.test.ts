import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { serveApi } from "./api-routes";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (req: Request) => Promise<Response>, onError: (err: unknown) => void = () => {}): Promise<string> {
  server = createServer((req, res) => void serveApi({ handler, params: {} }, req, res, 0, onError));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("serveApi", () => {
  it("answers a handler that throws with the API's 500, echoing a well-formed request id", async () => {
    const errors: unknown[] = [];
    const base = await serve(async () => {
      throw new Error("SELECT secret FROM somewhere");
    }, (err) => errors.push(err));
    const res = await fetch(`${base}/api/v1/x`, { headers: { "x-request-id": "trace-9" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("trace-9");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Request-ID");
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toMatchObject({ code: "INTERNAL", requestId: "trace-9" });
    expect(body.error.message).not.toContain("SELECT");
    expect(errors).toHaveLength(1);

    const replaced = await fetch(`${base}/api/v1/x`, { headers: { "x-request-id": "has spaces/and;more" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("passes the client's address and the request's URL to the handler", async () => {
    let seen: Request | undefined;
    const base = await serve(async (req) => {
      seen = req;
      return new Response(null, { status: 204 });
    });
    expect((await fetch(`${base}/api/v1/products?limit=5`)).status).toBe(204);
    expect(new URL(seen!.url).pathname).toBe("/api/v1/products");
    expect(new URL(seen!.url).searchParams.get("limit")).toBe("5");
    expect(seen!.headers.get("x-forwarded-for")).toBe("127.0.0.1");
    const kept = await fetch(`${base}/api/v1/products`, { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1" } });
    expect(kept.status).toBe(204);
    expect(seen!.headers.get("x-forwarded-for")).toBe("203.0.113.9, 10.0.0.1");
  });
});
