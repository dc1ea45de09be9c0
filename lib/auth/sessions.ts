import { db } from "../db/client";
import { env } from "../config/env";
import { unauthenticated } from "../core/errors";
import { signAccessToken } from "./access-token";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";
import { ownedBy } from "../db/tenant";

export type SessionTokens = {
  accessToken: string;
  expiresIn: number;
  refresh: { token: string; maxAgeSeconds: number };
};

export async function startSession(userId: string, organizationId: string): Promise<SessionTokens> {
  const ttl = env().REFRESH_TOKEN_TTL_SECONDS;
  const { token, hash } = newOpaqueToken();
  await db.refreshFamily.create({
    data: {
      userId,
      ...ownedBy.organization(organizationId),
      expiresAt: new Date(Date.now() + ttl * 1000),
      tokens: { create: { tokenHash: hash } },
    },
  });
  const access = await signAccessToken({ userId, organizationId });
  return { accessToken: access.token, expiresIn: access.expiresIn, refresh: { token, maxAgeSeconds: ttl } };
}

async function revokeFamily(family: { id: string; organizationId: string }, reason: string): Promise<void> {
  await db.refreshFamily.updateMany({ where: { id: family.id, ...ownedBy(family), revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
}

export async function refreshSession(presented: string | null): Promise<SessionTokens> {
  if (!presented) throw unauthenticated("No refresh token.");
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashOpaqueToken(presented) },
    include: { family: true },
  });
  const now = Date.now();
  if (!row || row.family.revokedAt || row.family.expiresAt.getTime() <= now) {
    throw unauthenticated("The refresh token is not valid.");
  }
  const { family } = row;
  const membership = await db.membership.findUnique({
    where: { userId_organizationId: { userId: family.userId, ...ownedBy(family) } },
    select: { id: true },
  });
  if (!membership) {
    await revokeFamily(family, "membership ended");
    throw unauthenticated("The refresh token is not valid.");
  }
  // A token is good for one rotation. Whoever presents it again, however
  // soon (a concurrent refresh included), may hold a stolen copy, so the
  // whole family ends (docs/api.md, "Authentication"; RFC 9700 4.14.2). The conditional
  // update lets exactly one of several concurrent presentations rotate.
  const claimed = row.rotatedAt ? { count: 0 } : await db.refreshToken.updateMany({ where: { id: row.id, rotatedAt: null }, data: { rotatedAt: new Date(now) } });
  if (claimed.count === 0) {
    await revokeFamily(family, "refresh token reused");
    throw unauthenticated("The refresh token was already used; the session is revoked.");
  }

  const next = newOpaqueToken();
  await db.refreshToken.create({ data: { familyId: family.id, tokenHash: next.hash } });
  const access = await signAccessToken({ userId: family.userId, organizationId: family.organizationId });
  const maxAgeSeconds = Math.max(1, Math.floor((family.expiresAt.getTime() - now) / 1000));
  return { accessToken: access.token, expiresIn: access.expiresIn, refresh: { token: next.token, maxAgeSeconds } };
}

export async function endSession(presented: string | null): Promise<void> {
  if (!presented) return;
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashOpaqueToken(presented) },
    select: { family: { select: { id: true, organizationId: true } } },
  });
  if (row) await revokeFamily(row.family, "logout");
}
