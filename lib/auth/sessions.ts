import { db } from "../db/client";
import { env } from "../config/env";
import { unauthenticated } from "../http/errors";
import { signAccessToken } from "./access-token";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";

// Concurrent refreshes of one token (two tabs) within this window get a new
// access token without rotating again; later reuse is theft (RFC 9700 4.14.2).
export const REUSE_OVERLAP_MS = 10_000;

export type SessionTokens = {
  accessToken: string;
  expiresIn: number;
  // Absent when an overlapping refresh must leave the cookie as it is.
  refresh?: { token: string; maxAgeSeconds: number };
};

export async function startSession(userId: string, organizationId: string): Promise<SessionTokens> {
  const ttl = env().REFRESH_TOKEN_TTL_SECONDS;
  const { token, hash } = newOpaqueToken();
  await db.refreshFamily.create({
    data: {
      userId,
      organizationId,
      expiresAt: new Date(Date.now() + ttl * 1000),
      tokens: { create: { tokenHash: hash } },
    },
  });
  const access = await signAccessToken({ userId, organizationId });
  return { accessToken: access.token, expiresIn: access.expiresIn, refresh: { token, maxAgeSeconds: ttl } };
}

async function revokeFamily(familyId: string, reason: string): Promise<void> {
  await db.refreshFamily.updateMany({ where: { id: familyId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
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
    where: { userId_organizationId: { userId: family.userId, organizationId: family.organizationId } },
    select: { id: true },
  });
  if (!membership) {
    await revokeFamily(family.id, "membership ended");
    throw unauthenticated("The refresh token is not valid.");
  }
  if (row.rotatedAt) return overlappingOrStolen(row.rotatedAt, family.id, family.userId, family.organizationId, now);

  // Only one of several concurrent requests wins the rotation.
  const claimed = await db.refreshToken.updateMany({ where: { id: row.id, rotatedAt: null }, data: { rotatedAt: new Date(now) } });
  if (claimed.count === 0) return overlappingOrStolen(new Date(now), family.id, family.userId, family.organizationId, now);

  const next = newOpaqueToken();
  await db.refreshToken.create({ data: { familyId: family.id, tokenHash: next.hash } });
  const access = await signAccessToken({ userId: family.userId, organizationId: family.organizationId });
  const maxAgeSeconds = Math.max(1, Math.floor((family.expiresAt.getTime() - now) / 1000));
  return { accessToken: access.token, expiresIn: access.expiresIn, refresh: { token: next.token, maxAgeSeconds } };
}

async function overlappingOrStolen(
  rotatedAt: Date,
  familyId: string,
  userId: string,
  organizationId: string,
  now: number,
): Promise<SessionTokens> {
  if (now - rotatedAt.getTime() <= REUSE_OVERLAP_MS) {
    const access = await signAccessToken({ userId, organizationId });
    return { accessToken: access.token, expiresIn: access.expiresIn };
  }
  await revokeFamily(familyId, "refresh token reused");
  throw unauthenticated("The refresh token was already used; the session is revoked.");
}

export async function endSession(presented: string | null): Promise<void> {
  if (!presented) return;
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashOpaqueToken(presented) }, select: { familyId: true } });
  if (row) await revokeFamily(row.familyId, "logout");
}
