import { describe, expect, it } from "vitest";
import { baseUrl, call } from "../../support/http";
import { createOrg, PASSWORD } from "../../support/fixtures";

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]!);
}

async function signIn(email: string, password: string, address = "10.200.0.1"): Promise<string[]> {
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const res = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), "x-forwarded-for": address },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  return [...jar, ...cookiesOf(res)];
}

async function session(jar: string[]) {
  const res = await fetch(`${baseUrl()}/api/auth/session`, { headers: { cookie: jar.join("; ") } });
  return (await res.json()) as { user?: { email: string }; organizationId?: string; accessToken?: string };
}

// The portals' next-auth session runs over the same users and passwords and
// hands the browser a bearer token for /api/v1.
describe("portal session (next-auth)", () => {
  it("signs in with the API's users and yields a working API access token", async () => {
    const org = await createOrg("buyer");
    const jar = await signIn(org.ownerEmail, PASSWORD, `10.201.${Math.floor(Math.random() * 250)}.1`);
    expect(jar.some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
    const s = await session(jar);
    expect(s.user?.email).toBe(org.ownerEmail);
    expect(s.organizationId).toBe(org.id);
    const me = await call("GET", "/api/v1/organization", { token: s.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(org.id);
  });

  it("refuses a wrong password: no session", async () => {
    const org = await createOrg();
    const jar = await signIn(org.ownerEmail, "not-the-password");
    expect(jar.some((c) => c.startsWith("next-auth.session-token="))).toBe(false);
    expect(await session(jar)).toEqual({});
  });

  it("shares the per-address sign-in allowance with the API's login", async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    const org = await createOrg();
    const address = `10.202.${Math.floor(Math.random() * 250)}.7`;
    for (let i = 0; i < 30; i++) await signIn(org.ownerEmail, "wrong-password-here", address);
    const jar = await signIn(org.ownerEmail, PASSWORD, address);
    expect(jar.some((c) => c.startsWith("next-auth.session-token="))).toBe(false);
  });
});
