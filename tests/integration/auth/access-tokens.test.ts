import { SignJWT, base64url } from "jose";
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg } from "../../support/fixtures";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from "../../../lib/auth/access-token";
import { TEST_ENV } from "../../setup/test-env";

const secret = new TextEncoder().encode(TEST_ENV.AUTH_SECRET);

type Overrides = { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; key?: Uint8Array };

async function token(sub: string, org: string, o: Overrides = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org })
    .setProtectedHeader({ alg: o.alg ?? "HS256", typ: o.typ ?? "at+jwt" })
    .setSubject(sub)
    .setAudience(o.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuer(o.iss ?? ACCESS_TOKEN_ISSUER)
    .setIssuedAt(now - 10)
    .setExpirationTime(o.exp ?? now + 300)
    .sign(o.key ?? secret);
}

async function expect401(bearer: string) {
  const res = await call("GET", "/api/v1/organization", { token: bearer });
  expect(res.status).toBe(401);
  expect(errorOf(res).error.code).toBe("UNAUTHENTICATED");
  expect(res.headers.get("www-authenticate")).toBe("Bearer");
}

describe("access tokens (RFC 8725)", () => {
  it("accepts a well-formed token", async () => {
    const org = await createOrg();
    expect((await call("GET", "/api/v1/organization", { token: await token(org.ownerId, org.id) })).status).toBe(200);
  });

  it("refuses alg=none", async () => {
    const org = await createOrg();
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "at+jwt" }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({ sub: org.ownerId, org: org.id, aud: ACCESS_TOKEN_AUDIENCE, iss: ACCESS_TOKEN_ISSUER, iat: now, exp: now + 300 }),
    );
    await expect401(`${header}.${payload}.`);
  });

  it("refuses a switched algorithm, even with the same secret", async () => {
    const org = await createOrg();
    await expect401(await token(org.ownerId, org.id, { alg: "HS512" }));
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const rs = await new SignJWT({ org: org.id })
      .setProtectedHeader({ alg: "RS256", typ: "at+jwt" })
      .setSubject(org.ownerId)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    await expect401(rs);
  });

  it("refuses a wrong aud, typ or iss", async () => {
    const org = await createOrg();
    await expect401(await token(org.ownerId, org.id, { aud: "another-api" }));
    await expect401(await token(org.ownerId, org.id, { typ: "JWT" }));
    await expect401(await token(org.ownerId, org.id, { iss: "someone-else" }));
  });

  it("refuses an expired token and one signed with another key", async () => {
    const org = await createOrg();
    await expect401(await token(org.ownerId, org.id, { exp: Math.floor(Date.now() / 1000) - 5 }));
    await expect401(await token(org.ownerId, org.id, { key: new TextEncoder().encode("another-secret-0123456789-0123456789") }));
  });

  it("refuses garbage and a malformed Authorization header", async () => {
    await expect401("not.a.jwt");
    const res = await call("GET", "/api/v1/organization", { headers: { authorization: "Basic dXNlcjpwYXNz" } });
    expect(res.status).toBe(401);
  });

  it("refuses a token for an organisation the user does not belong to", async () => {
    const a = await createOrg();
    const b = await createOrg();
    await expect401(await token(a.ownerId, b.id));
  });

  it("applies a role change on the next request, not at token expiry", async () => {
    const org = await createOrg();
    const editor = await addMember(org, "editor");
    const before = await call("GET", "/api/v1/api-keys", { token: editor.token });
    expect(before.status).toBe(403);
    await call("PATCH", `/api/v1/members/${editor.userId}`, { token: org.token, body: { role: "admin" } });
    expect((await call("GET", "/api/v1/api-keys", { token: editor.token })).status).toBe(200);
    await call("DELETE", `/api/v1/members/${editor.userId}`, { token: org.token });
    await expect401(editor.token);
  });
});
