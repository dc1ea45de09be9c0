import { describe, expect, it } from "vitest";
import { isServedMethod, methodRefusal, parserRefusal, rawHttp } from "./refusals";

describe("the front server's own answers", () => {
  it("serves the methods a route may export and nothing else", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(isServedMethod(method)).toBe(true);
    for (const method of ["TRACE", "CONNECT", "PROPFIND", "get", "", undefined]) expect(isServedMethod(method)).toBe(false);
  });

  it("refuses a method with 405, Allow, a request id and the error body", () => {
    const refusal = methodRefusal("TRACE", "probe-1");
    expect(refusal.status).toBe(405);
    expect(refusal.headers.Allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(refusal.headers["X-Request-ID"]).toBe("probe-1");
    const body = JSON.parse(refusal.body) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({ code: "METHOD_NOT_ALLOWED", message: expect.stringContaining("TRACE"), requestId: "probe-1" });
    expect(refusal.headers["Content-Length"]).toBe(String(Buffer.byteLength(refusal.body)));
  });

  it("never echoes a method or request id that could smuggle text into the answer", () => {
    const refusal = methodRefusal("X\r\nSet-Cookie: a=b", "bad id\r\n");
    expect(refusal.body).not.toContain("Set-Cookie");
    expect(refusal.headers["X-Request-ID"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes a raw answer a client can parse", () => {
    const text = rawHttp(methodRefusal("CONNECT", null));
    const [head, body] = text.split("\r\n\r\n");
    expect(head!.split("\r\n")[0]).toBe("HTTP/1.1 405 Method Not Allowed");
    expect(JSON.parse(body!).error.code).toBe("METHOD_NOT_ALLOWED");
    expect(parserRefusal(431)).toMatch(/^HTTP\/1\.1 431 /);
  });
});
