import { db } from "../db/client";
import { log } from "../log";
import { unauthenticated } from "../http/errors";
import { hashApiKey, looksLikeApiKey } from "./api-key-format";
import { verifyAccessToken } from "./access-token";
import type { Principal } from "./principal";

const LAST_USED_RESOLUTION_MS = 60_000;

// Resolves the request's credential to a principal, or throws 401.
// A request that carries both kinds of credential is refused: which one
// wins would otherwise be a guess.
export async function authenticate(headers: Headers): Promise<Principal> {
  const apiKey = headers.get("x-api-key");
  const authorization = headers.get("authorization");
  if (apiKey !== null && authorization !== null) throw unauthenticated("Send one credential, not two.");
  if (apiKey !== null) return principalForApiKey(apiKey.trim());
  if (authorization !== null) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw unauthenticated("The Authorization header must be 'Bearer <token>'.");
    return principalForBearer(match[1]);
  }
  throw unauthenticated();
}

async function principalForApiKey(key: string): Promise<Principal> {
  if (!looksLikeApiKey(key)) throw unauthenticated("The API key is not valid.");
  const row = await db.apiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    select: {
      id: true,
      prefix: true,
      scopes: true,
      sandbox: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      organization: { select: { id: true, kind: true, tier: true } },
    },
  });
  const now = Date.now();
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) {
    throw unauthenticated("The API key is not valid.");
  }
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) touchLastUsed(row.id);
  return {
    type: "apiKey",
    apiKeyId: row.id,
    keyPrefix: row.prefix,
    scopes: row.scopes,
    sandbox: row.sandbox,
    organizationId: row.organization.id,
    orgKind: row.organization.kind,
    tier: row.organization.tier,
  };
}

// Off the response path, and at most once a minute per key.
function touchLastUsed(apiKeyId: string): void {
  db.apiKey
    .update({ where: { id: apiKeyId }, data: { lastUsedAt: new Date() } })
    .catch((err: unknown) => log.warn({ err, apiKeyId }, "could not record API key use"));
}

async function principalForBearer(token: string): Promise<Principal> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw unauthenticated("The access token is not valid.");
  // The role is read now, not from the token, so a demotion or removal
  // takes effect on the next request.
  const membership = await db.membership.findUnique({
    where: { userId_organizationId: { userId: claims.userId, organizationId: claims.organizationId } },
    select: { role: true, organization: { select: { id: true, kind: true, tier: true } } },
  });
  if (!membership) throw unauthenticated("The access token is not valid.");
  return {
    type: "user",
    userId: claims.userId,
    role: membership.role,
    sandbox: false,
    organizationId: membership.organization.id,
    orgKind: membership.organization.kind,
    tier: membership.organization.tier,
  };
}
