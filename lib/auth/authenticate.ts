import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { preparedQuery } from "../db/prepared";
import type { OrgKind, Role, Tier } from "../db/generated/enums";
import { log } from "../core/log";
import { NativeDate } from "../core/native-date";
import { unauthenticated } from "../core/errors";
import { hashApiKey, looksLikeApiKey } from "./api-key-format";
import { verifyAccessToken } from "./access-token";
import type { Principal } from "../core/principal";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { Prisma } from "../db/generated/client";

const LAST_USED_RESOLUTION_MS = 60_000;

// What one request's hit comes to: its place in the budget (the count the
// rate limit turns into allowed, remaining and reset), a slice to reserve in
// the lookup's statement, or, while another request of this instance
// reserves one, the wait for it (one reservation per budget at a time, so a
// burst does not reserve a slice per request).
export type Take = { hits: number } | { reserve: number } | { wait: Promise<void> };

// How the lookup counts the request on the principal's rate-limit budget
// (lib/http/rate-limit-store.ts makes it). `take`, before the lookup and by
// the credential as presented, gives the request's hits when this instance
// holds an unspent one, a slice to reserve, or another request's reservation
// to wait for. `reserve` is the CTE that adds a slice under `key` for every
// row of `source` and answers the count; `reserved` turns that count (null:
// nothing was reserved) into the request's hits; `after` gives them once
// the reservation waited for is made.
export type PrincipalBudget = {
  take: (credential: string) => Take;
  reserve: (key: Prisma.Sql, source: Prisma.Sql, slice: number) => Prisma.Sql;
  reserved: (credential: string, slice: number, count: number | null) => number | null;
  after: (credential: string, key: string, wait: Promise<void>) => Promise<number>;
};

// The principal, and the hits on its rate-limit budget in the current
// window when they were counted with the lookup (null: count them apart).
export type Authenticated = { principal: Principal; hits: number | null };

// Resolves the request's credential to a principal, or throws 401.
export async function authenticate(headers: Headers): Promise<Principal> {
  return (await authenticateCounted(headers, null)).principal;
}

// The same, counting a hit on the principal's rate-limit budget with the
// lookup: one round trip for both on every request. A credential that is
// not valid counts nothing.
// A request that carries both kinds of credential is refused: which one
// wins would otherwise be a guess.
// Not an async function: it hands on the lookup's own promise (an async
// function returning it would add a promise and two turns to every request).
export function authenticateCounted(headers: Pick<Headers, "get">, count: PrincipalBudget | null): Promise<Authenticated> {
  const apiKey = headers.get("x-api-key");
  const authorization = headers.get("authorization");
  if (apiKey !== null && authorization !== null) return Promise.reject(unauthenticated("Send one credential, not two."));
  if (apiKey !== null) return principalForApiKey(apiKey.trim(), count);
  if (authorization !== null) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization.trim());
    if (!match?.[1]) return Promise.reject(unauthenticated("The Authorization header must be 'Bearer <token>'."));
    // The commonest mistake with a new key: said plainly rather than as an
    // invalid token.
    if (looksLikeApiKey(match[1])) return Promise.reject(unauthenticated("This is an API key: send it in the X-API-Key header, not as a bearer token."));
    return principalForBearer(match[1], count);
  }
  return Promise.reject(unauthenticated());
}

type ApiKeyRow = {
  id: string;
  prefix: string;
  scopes: string[];
  sandbox: boolean;
  lastUsedAt: Date | null;
  organizationId: string;
  kind: OrgKind;
  tier: Tier;
};

type MembershipRow = { role: Role; organizationId: string; kind: OrgKind; tier: Tier };

type Hits = { hits?: number | null };

// The lookup with the budget's slice reserved beside it: `found` holds the
// lookup's row (a valid credential's), or none, and then nothing is reserved.
function withSlice(lookup: Prisma.Sql, budget: PrincipalBudget, slice: number, key: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`WITH found AS (${lookup}), hit AS (${budget.reserve(key, Prisma.sql`found`, slice)})
    SELECT found.*, (SELECT count FROM hit) AS hits FROM found`;
}

// The lookup, with the request's hit on the budget counted beside it:
// `hits` takes the budget's key as the row names it, and is called only for
// a valid credential.
async function lookUp<R extends Hits>(
  budget: PrincipalBudget | null,
  credential: string,
  lookup: Prisma.Sql,
  key: Prisma.Sql,
): Promise<{ row: R | undefined; hits: (budgetKey: string) => number | null | Promise<number> }> {
  const taken = budget?.take(credential);
  if (!budget || !taken) {
    const [row] = await preparedQuery<R>(lookup);
    return { row, hits: () => null };
  }
  if ("reserve" in taken) {
    const rows = await preparedQuery<R>(withSlice(lookup, budget, taken.reserve, key)).catch((err: unknown) => {
      budget.reserved(credential, taken.reserve, null);
      throw err;
    });
    const hits = budget.reserved(credential, taken.reserve, rows[0]?.hits ?? null);
    return { row: rows[0], hits: () => hits };
  }
  const [row] = await preparedQuery<R>(lookup);
  return { row, hits: (budgetKey) => ("hits" in taken ? taken.hits : budget.after(credential, budgetKey, taken.wait)) };
}

// Both lookups run on every request, so each is one round trip with a JOIN
// (Prisma would load the organization relation with a second query; its
// relationJoins is still a preview feature), prepared once per connection.
async function principalForApiKey(key: string, count: PrincipalBudget | null): Promise<Authenticated> {
  if (!looksLikeApiKey(key)) throw unauthenticated("The API key is not valid.");
  // The key's hash names one organisation's key: the credential is the scope.
  const hash = hashApiKey(key);
  // Only a key that is neither revoked nor expired is found.
  const lookup = tenantSql.anyOrganization`
    SELECT k.id, k.prefix, k.scopes, k.sandbox, k."lastUsedAt", k."organizationId", o.kind, o.tier
      FROM api_keys k JOIN organizations o ON o.id = k."organizationId"
     WHERE k."keyHash" = ${hash} AND k."revokedAt" IS NULL AND (k."expiresAt" IS NULL OR k."expiresAt" > now())`;
  // The budget key of lib/http/limits.ts: key:<API key id>; this instance knows it by the key's hash.
  const { row, hits } = await lookUp<ApiKeyRow & Hits>(
    count,
    `key:${hash}`,
    lookup,
    Prisma.sql`'key:' || found.id::text`,
  );
  if (!row) throw unauthenticated("The API key is not valid.");
  const now = NativeDate.now();
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
  const counted = hits(`key:${row.id}`);
  return { principal, hits: counted instanceof Promise ? await counted : counted };
}

// Off the response path, and at most once a minute per key.
function touchLastUsed(key: { id: string; organizationId: string }): void {
  db.apiKey
    .update({ where: { id: key.id, ...ownedBy(key) }, data: { lastUsedAt: new Date() } })
    .catch((err: unknown) => log.warn({ err, apiKeyId: key.id }, "could not record API key use"));
}

async function principalForBearer(token: string, count: PrincipalBudget | null): Promise<Authenticated> {
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
  const { row: membership, hits } = await lookUp<MembershipRow & Hits>(count, budget, lookup, Prisma.sql`${budget}`);
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
  const counted = hits(budget);
  return { principal, hits: counted instanceof Promise ? await counted : counted };
}
