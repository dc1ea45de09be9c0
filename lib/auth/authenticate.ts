import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { preparedQuery } from "../db/prepared";
import type { OrgKind, Role, Tier } from "../db/generated/enums";
import { log } from "../core/log";
import { unauthenticated } from "../core/errors";
import { hashApiKey, looksLikeApiKey } from "./api-key-format";
import { verifyAccessToken } from "./access-token";
import type { Principal } from "../core/principal";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { Prisma } from "../db/generated/client";

const LAST_USED_RESOLUTION_MS = 60_000;

// What counts a hit on a rate-limit budget inside the lookup's statement
// (lib/http/rate-limit-store.ts makes it): a CTE that counts one hit under
// `key` for every row of `source` and answers the count.
export type CountAlongside = (key: Prisma.Sql, source: Prisma.Sql) => Prisma.Sql;

// The principal, and the hits on its rate-limit budget in the current
// window when they were counted with the lookup (null: count them apart).
export type Authenticated = { principal: Principal; hits: number | null };

// Resolves the request's credential to a principal, or throws 401.
export async function authenticate(headers: Headers): Promise<Principal> {
  return (await authenticateCounted(headers, null)).principal;
}

// The same, counting a hit on the principal's rate-limit budget in the
// statement that looks the credential up: one round trip for both on every
// request. A credential that is not valid counts nothing.
// A request that carries both kinds of credential is refused: which one
// wins would otherwise be a guess.
export async function authenticateCounted(headers: Headers, count: CountAlongside | null): Promise<Authenticated> {
  const apiKey = headers.get("x-api-key");
  const authorization = headers.get("authorization");
  if (apiKey !== null && authorization !== null) throw unauthenticated("Send one credential, not two.");
  if (apiKey !== null) return principalForApiKey(apiKey.trim(), count);
  if (authorization !== null) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw unauthenticated("The Authorization header must be 'Bearer <token>'.");
    // The commonest mistake with a new key: said plainly rather than as an
    // invalid token.
    if (looksLikeApiKey(match[1])) throw unauthenticated("This is an API key: send it in the X-API-Key header, not as a bearer token.");
    return principalForBearer(match[1], count);
  }
  throw unauthenticated();
}

type ApiKeyRow = {
  id: string;
  prefix: string;
  scopes: string[];
  sandbox: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  organizationId: string;
  kind: OrgKind;
  tier: Tier;
};

type MembershipRow = { role: Role; organizationId: string; kind: OrgKind; tier: Tier };

type Hits = { hits?: number | null };

// The lookup with the budget's hit beside it: `found` holds the lookup's row
// (or none), `valid` which of them may be counted.
function withHit(lookup: Prisma.Sql, count: CountAlongside | null, key: Prisma.Sql, valid: Prisma.Sql): Prisma.Sql {
  if (!count) return lookup;
  return Prisma.sql`WITH found AS (${lookup}), hit AS (${count(key, Prisma.sql`found WHERE ${valid}`)})
    SELECT found.*, (SELECT count FROM hit) AS hits FROM found`;
}

// Both lookups run on every request, so each is one round trip with a JOIN
// (Prisma would load the organization relation with a second query; its
// relationJoins is still a preview feature), prepared once per connection.
async function principalForApiKey(key: string, count: CountAlongside | null): Promise<Authenticated> {
  if (!looksLikeApiKey(key)) throw unauthenticated("The API key is not valid.");
  // The key's hash names one organisation's key: the credential is the scope.
  const lookup = tenantSql.anyOrganization`
    SELECT k.id, k.prefix, k.scopes, k.sandbox, k."expiresAt", k."revokedAt", k."lastUsedAt", k."organizationId", o.kind, o.tier
      FROM api_keys k JOIN organizations o ON o.id = k."organizationId"
     WHERE k."keyHash" = ${hashApiKey(key)}`;
  // The budget key of lib/http/limits.ts: key:<API key id>.
  const [row] = await preparedQuery<ApiKeyRow & Hits>(
    withHit(lookup, count, Prisma.sql`'key:' || found.id::text`, Prisma.sql`found."revokedAt" IS NULL AND (found."expiresAt" IS NULL OR found."expiresAt" > now())`),
  );
  const now = Date.now();
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) {
    throw unauthenticated("The API key is not valid.");
  }
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) touchLastUsed(row);
  const principal: Principal = {
    type: "apiKey",
    apiKeyId: row.id,
    keyPrefix: row.prefix,
    scopes: row.scopes,
    sandbox: row.sandbox,
    organizationId: row.organizationId,
    orgKind: row.kind,
    tier: row.tier,
  };
  return { principal, hits: row.hits ?? null };
}

// Off the response path, and at most once a minute per key.
function touchLastUsed(key: { id: string; organizationId: string }): void {
  db.apiKey
    .update({ where: { id: key.id, ...ownedBy(key) }, data: { lastUsedAt: new Date() } })
    .catch((err: unknown) => log.warn({ err, apiKeyId: key.id }, "could not record API key use"));
}

async function principalForBearer(token: string, count: CountAlongside | null): Promise<Authenticated> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw unauthenticated("The access token is not valid.");
  // The role is read now, not from the token, so a demotion or removal
  // takes effect on the next request.
  const lookup = tenantSql(claims)`
    SELECT m.role, o.id AS "organizationId", o.kind, o.tier
      FROM memberships m JOIN organizations o ON o.id = m."organizationId"
     WHERE m."userId" = ${claims.userId}::uuid AND m."organizationId" = ${TENANT}::uuid`;
  // The budget key of lib/http/limits.ts: user:<user id>:<organisation id>.
  const budget = `user:${claims.userId}:${claims.organizationId}`;
  const [membership] = await preparedQuery<MembershipRow & Hits>(withHit(lookup, count, Prisma.sql`${budget}`, Prisma.sql`true`));
  if (!membership) throw unauthenticated("The access token is not valid.");
  const principal: Principal = {
    type: "user",
    userId: claims.userId,
    role: membership.role,
    sandbox: false,
    portal: claims.portal === true,
    organizationId: membership.organizationId,
    orgKind: membership.kind,
    tier: membership.tier,
  };
  return { principal, hits: membership.hits ?? null };
}
