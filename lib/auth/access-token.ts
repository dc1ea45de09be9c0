import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { env } from "../config/env";

// Access tokens follow RFC 9068 / RFC 8725: one allowed algorithm, an
// explicit typ, audience and issuer, short expiry. Anything else is a 401.
const ALG = "HS256";
const TYP = "at+jwt";
export const ACCESS_TOKEN_AUDIENCE = "pis-api";
export const ACCESS_TOKEN_ISSUER = "pis";

// Imported once: given the raw bytes, jose imports a WebCrypto key on every
// sign and verify, and verify runs on every bearer request.
let key: Promise<CryptoKey> | undefined;
function secret(): Promise<CryptoKey> {
  key ??= crypto.subtle.importKey("raw", new TextEncoder().encode(env().AUTH_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return key;
}

// `portal`: issued to a portal session, so writes made with it are told
// apart from those of API clients in product history.
export type AccessClaims = { userId: string; organizationId: string; portal?: boolean };

export async function signAccessToken(claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = env().ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ org: claims.organizationId, ...(claims.portal ? { portal: true } : {}) })
    .setProtectedHeader({ alg: ALG, typ: TYP })
    .setSubject(claims.userId)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(await secret());
  return { token, expiresIn };
}

export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await secret(), {
      algorithms: [ALG],
      typ: TYP,
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || typeof payload.org !== "string") return null;
    return { userId: payload.sub, organizationId: payload.org, portal: payload.portal === true };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
