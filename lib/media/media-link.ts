import { appUrl } from "../config/app-url";
import { env } from "../config/env";
import { decodeCursor, encodeCursor } from "../core/cursor";

// Stable links to a product's media for destinations that fetch without a
// credential (a retailer's feed importer): /media/<token>, where the token
// names an asset (and optionally a rendition preset) and is signed with the
// service's secret (docs/syndication.md, "Media links"). The link itself
// never expires; each visit is answered with a short-lived store URL, so
// the bucket stays private and a deleted asset stops resolving at once.
export type MediaRef = { assetId: string; presetId: string | null };

const BINDING = "media-link";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function mediaToken(ref: MediaRef, secret = env().AUTH_SECRET): string {
  return encodeCursor([ref.assetId, ref.presetId], BINDING, secret);
}

export function mediaLink(ref: MediaRef): string {
  return appUrl(`/media/${mediaToken(ref)}`);
}

// A link for a reader of the catalogue (the buyer portal's cards) rather
// than a channel: it stops working one to two days after it was made. The
// end is rounded to a day, so the link a page gets stays the same all day
// and the browser's cache keeps working.
const BINDING_UNTIL = "media-link-until";
const DAY_SECONDS = 86_400;

export function expiringMediaLink(assetId: string, now = Date.now(), secret = env().AUTH_SECRET): string {
  const until = (Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
  return appUrl(`/media/${encodeCursor([assetId, null, until], BINDING_UNTIL, secret)}`);
}

function decoded(token: string, secret: string, now: number): readonly unknown[] | null {
  for (const binding of [BINDING, BINDING_UNTIL]) {
    try {
      const position = decodeCursor(token, binding, secret);
      if (binding === BINDING_UNTIL && !(typeof position[2] === "number" && position[2] * 1000 > now)) return null;
      return position;
    } catch {
      continue;
    }
  }
  return null;
}

// null for anything not minted here (forged, tampered, truncated), and for
// an expiring link past its end.
export function readMediaToken(token: string, secret = env().AUTH_SECRET, now = Date.now()): MediaRef | null {
  const position = decoded(token, secret, now);
  if (!position) return null;
  const [assetId, presetId] = position;
  if (typeof assetId !== "string" || !UUID.test(assetId)) return null;
  if (presetId !== null && (typeof presetId !== "string" || !UUID.test(presetId))) return null;
  return { assetId, presetId };
}
