import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { clientAddressHeader, uniqueEmail } from "../../support/fixtures";
import { db } from "../../../lib/db/client";
import { REFRESH_COOKIE } from "../../../lib/auth/refresh-cookie";

const PASSWORD = "correct horse battery";

async function signup(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  return call("POST", "/api/v1/public/signup", {
    headers: clientAddressHeader(),
    body: { organizationName: "Acme Foods", organizationKind: "supplier", email, password: PASSWORD, name: "Ada", ...extra },
  });
}

async function login(email: string, password = PASSWORD, address = clientAddressHeader()) {
  return call("POST", "/api/v1/auth/login", { headers: address, body: { email, password } });
}

function refreshCookieOf(res: { headers: Headers }): { value: string; attributes: string } | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!header) return null;
  const [pair, ...attrs] = header.split("; ");
  return { value: pair!.slice(REFRESH_COOKIE.length + 1), attributes: attrs.join("; ") };
}

async function refresh(cookie: string) {
  return call("POST", "/api/v1/auth/refresh", { headers: { ...clientAddressHeader(), cookie: `${REFRESH_COOKIE}=${cookie}` } });
}

describe("sign-up", () => {
  it("provisions a Free-tier organisation with the caller as owner, ignoring planCode", async () => {
    const email = uniqueEmail();
    const res = await signup(email, { planCode: "enterprise" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      organization: { id: expect.any(String), name: "Acme Foods", kind: "supplier", tier: "free" },
      user: { id: expect.any(String), email, name: "Ada", role: "owner" },
    });
    const org = await db.organization.findUniqueOrThrow({ where: { id: res.body.organization.id } });
    expect(org.tier).toBe("free");
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it("refuses a duplicate email with 409 CONFLICT, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await signup(email)).status).toBe(201);
    const again = await signup(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("CONFLICT");
  });

  it("refuses a password under 10 characters and a bad kind with 422", async () => {
    const res = await signup(uniqueEmail(), { password: "short", organizationKind: "platform" });
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details!.map((d) => d.path).sort()).toEqual(["organizationKind", "password"]);
  });
});

describe("login", () => {
  it("returns a short-lived bearer token and an HttpOnly, SameSite=Strict refresh cookie scoped to /api/v1/auth", async () => {
    const email = uniqueEmail();
    await signup(email);
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), tokenType: "Bearer", expiresIn: expect.any(Number) });
    expect(res.body.expiresIn).toBeLessThanOrEqual(900);
    const cookie = refreshCookieOf(res)!;
    expect(cookie.attributes).toContain("HttpOnly");
    expect(cookie.attributes).toContain("SameSite=Strict");
    expect(cookie.attributes).toContain("Path=/api/v1/auth");
    expect(cookie.attributes).toContain("Secure");
    const me = await call("GET", "/api/v1/organization", { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: "Acme Foods", kind: "supplier", tier: "free" });
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const email = uniqueEmail();
    await signup(email);
    const wrong = await login(email, "not the password");
    const unknown = await login(uniqueEmail(), "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorOf(wrong).error.message).toBe(errorOf(unknown).error.message);
    expect(refreshCookieOf(wrong)).toBeNull();
  });

  it("limits login attempts per client address with 429 and Retry-After", async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    const address = clientAddressHeader();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 31; i++) {
      last = await login(uniqueEmail(), "whatever-password", address);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(errorOf(last!).error.code).toBe("RATE_LIMITED");
    // Another address is unaffected.
    expect((await login(uniqueEmail(), "whatever-password")).status).toBe(401);
  });
});

describe("refresh", () => {
  it("rotates the cookie and issues a working access token", async () => {
    const email = uniqueEmail();
    await signup(email);
    const first = refreshCookieOf(await login(email))!;
    const res = await refresh(first.value);
    expect(res.status).toBe(200);
    expect(res.body.tokenType).toBe("Bearer");
    const rotated = refreshCookieOf(res)!;
    expect(rotated.value).not.toBe(first.value);
    expect((await call("GET", "/api/v1/organization", { token: res.body.accessToken })).status).toBe(200);
    expect((await refresh(rotated.value)).status).toBe(200);
  });

  it("revokes the whole family when a rotated token is presented again at once (no grace window)", async () => {
    const email = uniqueEmail();
    await signup(email);
    const t1 = refreshCookieOf(await login(email))!.value;
    const t2 = refreshCookieOf(await refresh(t1))!.value;
    const reuse = await refresh(t1);
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get("www-authenticate")).toBe("Bearer");
    // The legitimate holder of t2 is logged out too: the family is gone.
    expect((await refresh(t2)).status).toBe(401);
  });

  it("treats concurrent refreshes of one token as reuse: one rotates, the other ends the family", async () => {
    const email = uniqueEmail();
    await signup(email);
    const t1 = refreshCookieOf(await login(email))!.value;
    const [a, b] = await Promise.all([refresh(t1), refresh(t1)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await refresh(refreshCookieOf(winner)!.value)).status).toBe(401);
  });

  it("answers 401 with no cookie or an unknown one", async () => {
    expect((await call("POST", "/api/v1/auth/refresh", { headers: clientAddressHeader() })).status).toBe(401);
    expect((await refresh("not-a-real-token")).status).toBe(401);
  });
});

describe("logout", () => {
  it("answers 204, clears the cookie and revokes the refresh token", async () => {
    const email = uniqueEmail();
    await signup(email);
    const token = refreshCookieOf(await login(email))!.value;
    const res = await call("POST", "/api/v1/auth/logout", { headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
    expect(res.status).toBe(204);
    expect(refreshCookieOf(res)!.attributes).toContain("Max-Age=0");
    expect((await refresh(token)).status).toBe(401);
  });
});
