import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { queryString, send, setAccessToken, setSessionHooks } from "./fetch-client";

const URL_ = "http://portal.test/api/v1/products";
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionHooks(null);
});

describe("the portals' fetch layer", () => {
  it("sends lists comma-separated and leaves empty values out", () => {
    expect(queryString({ tags: ["a", "b"], q: "", cursor: undefined, status: null, limit: 20, withTotal: "true" })).toBe("tags=a%2Cb&limit=20&withTotal=true");
  });

  it("renews the token once on a 401 and sends the same body again with the new token", async () => {
    setAccessToken("old");
    const seen: { auth: string | null; body: string }[] = [];
    vi.stubGlobal("fetch", async (req: Request) => {
      seen.push({ auth: req.headers.get("authorization"), body: await req.text() });
      return seen.length === 1 ? json(401, { error: { code: "UNAUTHENTICATED", message: "expired", requestId: "r1" } }) : json(201, { id: "p1" });
    });
    const expired = vi.fn();
    setSessionHooks({ renew: async () => "new", expired });
    const res = await send(new Request(URL_, { method: "POST", body: '{"sku":"A"}' }));
    expect(res.status).toBe(201);
    expect(seen).toEqual([
      { auth: "Bearer old", body: '{"sku":"A"}' },
      { auth: "Bearer new", body: '{"sku":"A"}' },
    ]);
    expect(expired).not.toHaveBeenCalled();
  });

  it("throws the API's error body as an ApiError with its request id and details", async () => {
    vi.stubGlobal("fetch", async () =>
      json(422, { error: { code: "VALIDATION_FAILED", message: "Bad.", requestId: "req-9", details: [{ path: "sku", message: "Required." }] } }, { "x-request-id": "req-9" }),
    );
    const err = await send(new Request(URL_)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: "VALIDATION_FAILED", message: "Bad.", requestId: "req-9" });
    expect((err as ApiError).fieldError("sku")).toBe("Required.");
  });

  it("ends the session when the renewed token is refused as well", async () => {
    vi.stubGlobal("fetch", async () => json(401, { error: { code: "UNAUTHENTICATED", message: "gone", requestId: "r2" } }));
    const expired = vi.fn();
    setSessionHooks({ renew: async () => null, expired });
    await expect(send(new Request(URL_))).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(expired).toHaveBeenCalledOnce();
  });
});
