import { describe, expect, it } from "vitest";
import { baseUrl, call, errorOf } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";

const ID_SHAPE = /^[A-Za-z0-9._-]{1,128}$/;

describe("X-Request-ID", () => {
  it("is on success, error, unknown-route, page and preflight responses", async () => {
    const org = await createOrg();
    const responses = [
      await call("GET", "/api/health"),
      await call("GET", "/api/v1/organization", { token: org.token }),
      await call("GET", "/api/v1/organization"),
      await call("GET", "/api/v1/no-such-thing", { token: org.token }),
      await call("PUT", "/api/v1/organization", { token: org.token }),
      await call("OPTIONS", "/api/v1/organization"),
      await call("GET", "/"),
      await call("GET", "/no-such-page"),
    ];
    for (const res of responses) expect(res.headers.get("x-request-id"), `status ${res.status}`).toMatch(ID_SHAPE);
  });

  it("echoes a well-formed inbound id and replaces a malformed one", async () => {
    const good = await call("GET", "/api/v1/organization", { headers: { "x-request-id": "abc.DEF_123-x" } });
    expect(good.headers.get("x-request-id")).toBe("abc.DEF_123-x");
    expect(errorOf(good).error.requestId).toBe("abc.DEF_123-x");
    const bad = await call("GET", "/api/v1/organization", { headers: { "x-request-id": "has spaces<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("has spaces<script>");
    expect(bad.headers.get("x-request-id")).toMatch(ID_SHAPE);
    const long = await call("GET", "/api/v1/organization", { headers: { "x-request-id": "a".repeat(129) } });
    expect(long.headers.get("x-request-id")).not.toBe("a".repeat(129));
  });

  it("matches the requestId in every error body", async () => {
    const res = await call("GET", "/api/v1/organization");
    expect(errorOf(res).error.requestId).toBe(res.headers.get("x-request-id"));
  });
});

describe("CORS", () => {
  it("exposes X-Request-ID and X-Entitlement-Warning on API responses", async () => {
    const org = await createOrg();
    const res = await call("GET", "/api/v1/organization", { token: org.token, headers: { origin: "https://example.com" } });
    expect(res.headers.get("access-control-expose-headers")).toBe("X-Request-ID, X-Entitlement-Warning, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a preflight with the allowed methods and headers", async () => {
    const res = await call("OPTIONS", "/api/v1/api-keys", {
      headers: { origin: "https://example.com", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(res.headers.get("access-control-allow-headers")).toContain("X-API-Key");
    expect(res.headers.get("access-control-expose-headers")).toBe("X-Request-ID, X-Entitlement-Warning, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After");
  });
});

describe("error bodies", () => {
  it("gives unknown /api/v1 paths 401 without a credential and 404 with one", async () => {
    const org = await createOrg();
    const anonymous = await call("GET", "/api/v1/nothing/here");
    expect(anonymous.status).toBe(401);
    const known = await call("GET", "/api/v1/nothing/here", { token: org.token });
    expect(known.status).toBe(404);
    expect(errorOf(known).error).toMatchObject({ code: "NOT_FOUND", requestId: known.headers.get("x-request-id") });
    expect(typeof errorOf(known).error.message).toBe("string");
  });

  it("answers 401 with WWW-Authenticate: Bearer", async () => {
    const res = await call("GET", "/api/v1/organization");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(errorOf(res).error.code).toBe("UNAUTHENTICATED");
  });

  it("answers malformed JSON with 400 BAD_REQUEST", async () => {
    const org = await createOrg();
    const res = await call("POST", "/api/v1/api-keys", {
      token: org.token,
      rawBody: '{"name": "x", ',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).error.code).toBe("BAD_REQUEST");
  });

  it("answers wrong types and unknown fields with 422 and field details", async () => {
    const org = await createOrg();
    const wrong = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: 42, scopes: "products:read", sandbox: "yes" } });
    expect(wrong.status).toBe(422);
    const paths = [...new Set(errorOf(wrong).error.details!.map((d) => d.path))].sort();
    expect(paths).toEqual(["name", "sandbox", "scopes"]);
    const unknown = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "k", scopes: ["products:read"], extra: 1 } });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).error.details).toEqual([{ path: "extra", message: "Unknown field." }]);
  });

  it("answers huge strings with 422, not a 500", async () => {
    const org = await createOrg();
    const res = await call("POST", "/api/v1/api-keys", { token: org.token, body: { name: "n".repeat(100_000), scopes: ["products:read"] } });
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details![0]!.path).toBe("name");
  });

  it("refuses a body over 1 MiB with 413, declared or streamed", async () => {
    const org = await createOrg();
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024), scopes: ["products:read"] });
    const declared = await call("POST", "/api/v1/api-keys", { token: org.token, rawBody: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect(errorOf(declared).error.code).toBe("PAYLOAD_TOO_LARGE");

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(encoder.encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(`${baseUrl()}/api/v1/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.token}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("pagination", () => {
  it("bounds limit to 1..200 with 422 outside", async () => {
    const org = await createOrg();
    for (const limit of ["0", "201", "-1", "abc", "1.5"]) {
      const res = await call("GET", `/api/v1/api-keys?limit=${limit}`, { token: org.token });
      expect(res.status, `limit=${limit}`).toBe(422);
      expect(errorOf(res).error.details![0]!.path).toBe("limit");
    }
    expect((await call("GET", "/api/v1/api-keys?limit=200", { token: org.token })).status).toBe(200);
    expect((await call("GET", "/api/v1/api-keys?limit=1", { token: org.token })).status).toBe(200);
  });

  it("defaults to 50 and follows nextCursor to the end without repeats", async () => {
    const org = await createOrg();
    for (let i = 0; i < 53; i++) await createKey(org, ["products:read"]);
    const first = await call("GET", "/api/v1/api-keys", { token: org.token });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body).not.toHaveProperty("total");
    const second = await call("GET", `/api/v1/api-keys?cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(second.body.items).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((k: { id: string }) => k.id);
    expect(new Set(ids).size).toBe(53);
  });

  it("gives a forged, tampered or foreign cursor 400, never rows", async () => {
    const org = await createOrg();
    const other = await createOrg();
    for (let i = 0; i < 3; i++) {
      await createKey(org, ["products:read"]);
      await createKey(other, ["products:read"]);
    }
    const page = await call("GET", "/api/v1/api-keys?limit=1", { token: org.token });
    const cursor: string = page.body.nextCursor;
    const [body, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify(["1970-01-01T00:00:00.000Z", "00000000-0000-0000-0000-000000000000"])).toString("base64url");
    const attempts = [
      "garbage",
      `${forged}.${mac}`,
      `${body}.${mac!.slice(0, -2)}AA`,
      `${body}`,
      "%00%01",
    ];
    for (const attempt of attempts) {
      const res = await call("GET", `/api/v1/api-keys?cursor=${encodeURIComponent(attempt)}`, { token: org.token });
      expect(res.status, attempt).toBe(400);
      expect(errorOf(res).error.code).toBe("BAD_REQUEST");
    }
    const foreign = await call("GET", `/api/v1/api-keys?cursor=${encodeURIComponent(cursor)}`, { token: other.token });
    expect(foreign.status).toBe(400);
    const members = await call("GET", `/api/v1/members?cursor=${encodeURIComponent(cursor)}`, { token: org.token });
    expect(members.status).toBe(400);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a principal passes its per-minute allowance", async () => {
    const org = await createOrg();
    const { key } = await createKey(org, ["products:read"]);
    // The window is the wall-clock minute: start well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    let limitedBody: unknown;
    for (let batch = 0; batch < 31; batch++) {
      const results = await Promise.all(Array.from({ length: 20 }, () => call("GET", "/api/v1/organization", { apiKey: key })));
      for (const r of results) {
        statuses.push(r.status);
        if (r.status === 429) {
          retryAfter = r.headers.get("retry-after");
          limitedBody = r.body;
        }
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(600);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect((limitedBody as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    // Another principal is not affected.
    const other = await createOrg();
    expect((await call("GET", "/api/v1/organization", { token: other.token })).status).toBe(200);
  });
});
