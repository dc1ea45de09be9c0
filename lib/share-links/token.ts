import { createHmac, timingSafeEqual } from "node:crypto";

// A share link's token is its id signed with the server's secret: 16 bytes
// of id and 16 of HMAC-SHA-256, base64url (43 characters). Nothing secret
// is stored, so a copy of the database opens no link; rotating the secret
// closes every link. Pure given the secret.
const SIGNATURE_BYTES = 16;

function signature(id: Buffer, secret: string): Buffer {
  return createHmac("sha256", secret).update("share-link:").update(id).digest().subarray(0, SIGNATURE_BYTES);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidOf = (bytes: Buffer) => bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

export function shareToken(id: string, secret: string): string {
  const bytes = uuidBytes(id);
  return Buffer.concat([bytes, signature(bytes, secret)]).toString("base64url");
}

// 43 characters carry 258 bits for 256: the last one's two low bits are
// padding, which a decoder ignores, so four spellings would decode to the
// same bytes. Only the one this server writes (those bits zero) is a token.
const CANONICAL = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

// The link's id, or null for a token this server never made.
export function shareLinkIdOf(token: string, secret: string): string | null {
  if (!CANONICAL.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length !== 16 + SIGNATURE_BYTES) return null;
  const id = raw.subarray(0, 16);
  return timingSafeEqual(raw.subarray(16), signature(id, secret)) ? uuidOf(id) : null;
}

// The cookie that unlocks a password-protected link: its id and password
// hash signed, so a changed password locks every browser out again.
export function unlockCookieValue(id: string, passwordHash: string, secret: string): string {
  return createHmac("sha256", secret).update(`share-unlock:${id}:${passwordHash}`).digest("base64url");
}

export function isUnlockCookie(value: string | undefined, id: string, passwordHash: string, secret: string): boolean {
  if (!value) return false;
  const expected = Buffer.from(unlockCookieValue(id, passwordHash, secret));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
