import { describe, expect, it } from "vitest";
import { AnswerHeaders } from "./answer-headers";

// The same operations on a Headers and on an AnswerHeaders read the same.
function both(init: Record<string, string>, steps: (h: Headers) => void): [Headers, AnswerHeaders] {
  const web = new Headers(init);
  const ours = new AnswerHeaders(init);
  steps(web);
  steps(ours);
  return [web, ours];
}

function reading(h: Headers) {
  const forEach: [string, string][] = [];
  h.forEach((value, name) => forEach.push([name, value]));
  return {
    entries: [...h.entries()],
    iterated: [...h],
    forEach,
    keys: [...h.keys()],
    values: [...h.values()],
    cookies: h.getSetCookie(),
    get: ["content-type", "X-Request-ID", "set-cookie", "vary", "missing"].map((n) => h.get(n)),
    has: ["CONTENT-TYPE", "missing"].map((n) => h.has(n)),
  };
}

const WRAPPER_HEADERS = { "Access-Control-Allow-Origin": "*", "X-Request-ID": "r1" };

// What the wrapper and handlers write: names in either case, a value set
// twice, cookies and a list header appended, a header set and removed.
function handlerWrites(h: Headers): void {
  h.set("RateLimit-Limit", "600");
  h.set("Content-Type", "application/json");
  h.set("content-type", "application/json; charset=utf-8");
  h.append("Set-Cookie", "a=1; Path=/");
  h.append("set-cookie", "b=2; Path=/");
  h.append("Vary", "Accept");
  h.append("vary", "Accept-Encoding");
  h.set("X-Gone", "1");
  h.delete("x-gone");
}

describe("AnswerHeaders", () => {
  it("reads as a Headers does after the wrapper's and the handlers' writes", () => {
    const [web, ours] = both(WRAPPER_HEADERS, handlerWrites);
    expect(reading(ours)).toEqual(reading(web));
    expect(ours.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("is taken by a Response as its headers, cookies kept apart", () => {
    const headers = new AnswerHeaders({ "X-Request-ID": "r2" });
    headers.append("Set-Cookie", "a=1");
    headers.append("Set-Cookie", "b=2");
    headers.set("Content-Type", "application/json");
    const response = new Response("{}", { status: 201, headers });
    expect(response.headers.get("x-request-id")).toBe("r2");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("gives Node the same headers as a Headers read name by name, cookies as a list", () => {
    const [web, ours] = both(WRAPPER_HEADERS, handlerWrites);
    const fromWeb: Record<string, string | string[]> = {};
    web.forEach((value, name) => {
      if (name !== "set-cookie") fromWeb[name] = value;
    });
    fromWeb["set-cookie"] = web.getSetCookie();
    expect(ours.toRecord()).toEqual(fromWeb);
  });
});
