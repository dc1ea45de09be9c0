import { createHmac, timingSafeEqual } from "node:crypto";
import { badRequest } from "./errors";

// Opaque keyset cursor: base64url(JSON position) + "." + MAC. The MAC covers
// the position and a binding (organisation + query), so a cursor forged,
// tampered with or taken from another tenant's or another query's page is a
// 400, never a window into other rows. The encoding is internal (docs/api.md, "Conventions").
export type CursorPosition = readonly (string | number | null)[];

const MAC_BYTES = 16;

function mac(secret: string, body: string, binding: string): Buffer {
  return createHmac("sha256", secret).update(binding).update("\0").update(body).digest().subarray(0, MAC_BYTES);
}

export function encodeCursor(position: CursorPosition, binding: string, secret: string): string {
  const body = Buffer.from(JSON.stringify(position)).toString("base64url");
  return `${body}.${mac(secret, body, binding).toString("base64url")}`;
}

export function decodeCursor(cursor: string, binding: string, secret: string): CursorPosition {
  const dot = cursor.indexOf(".");
  if (dot <= 0 || cursor.length > 2048) throw badRequest("The cursor is not valid.");
  const body = cursor.slice(0, dot);
  const given = Buffer.from(cursor.slice(dot + 1), "base64url");
  const expected = mac(secret, body, binding);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest("The cursor is not valid.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    throw badRequest("The cursor is not valid.");
  }
  if (!Array.isArray(parsed)) throw badRequest("The cursor is not valid.");
  return parsed as CursorPosition;
}
