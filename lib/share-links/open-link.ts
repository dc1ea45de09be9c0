import type { ShareLink } from "../db/generated/client";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { env } from "../config/env";
import { verifyPassword } from "../auth/passwords";
import { isUnlockCookie, shareLinkIdOf } from "./token";

// What a visitor's token opens (docs/api.md, "Share links"): nothing it
// never named (404), a link revoked or past its expiry (410, saying nothing
// of what it held), or the link, locked until its password is given.
export type OpenedLink = { kind: "missing" } | { kind: "gone" } | { kind: "open"; link: ShareLink; locked: boolean };

export const UNLOCK_COOKIE = "pis_share";

export async function openShareLink(token: string, headers: Headers): Promise<OpenedLink> {
  const id = shareLinkIdOf(token, env().AUTH_SECRET);
  // The token is signed: its id is the link's, whichever organisation holds it.
  const link = id ? await db.shareLink.findFirst({ where: { id, ...ownedBy.anyOrganization() } }) : null;
  if (!link) return { kind: "missing" };
  if (link.revokedAt || (link.expiresAt && link.expiresAt.getTime() <= Date.now())) return { kind: "gone" };
  return { kind: "open", link, locked: link.passwordHash !== null && !(await unlocked(link, link.passwordHash, headers)) };
}

async function unlocked(link: ShareLink, passwordHash: string, headers: Headers): Promise<boolean> {
  if (isUnlockCookie(cookieOf(headers, UNLOCK_COOKIE), link.id, passwordHash, env().AUTH_SECRET)) return true;
  const basic = basicPassword(headers.get("authorization"));
  return basic !== null && verifyPassword(basic, passwordHash);
}

function cookieOf(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

// HTTP Basic with any user name: the password is what counts.
export function basicPassword(header: string | null): string | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
}

// Counted for the owner's list: when it was last opened, how often, and how
// many files were taken.
export async function countOpen(link: ShareLink, kind: "open" | "download"): Promise<void> {
  await db.shareLink.updateMany({
    where: { id: link.id, ...ownedBy(link) },
    data: kind === "open" ? { opens: { increment: 1 }, lastOpenedAt: new Date() } : { downloads: { increment: 1 }, lastOpenedAt: new Date() },
  });
}
