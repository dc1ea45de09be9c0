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

// null for anything not minted here (forged, tampered, truncated).
export function readMediaToken(token: string, secret = env().AUTH_SECRET): MediaRef | null {
  try {
    const [assetId, presetId] = decodeCursor(token, BINDING, secret);
    if (typeof assetId !== "string" || !UUID.test(assetId)) return null;
    if (presetId !== null && (typeof presetId !== "string" || !UUID.test(presetId))) return null;
    return { assetId, presetId };
  } catch {
    return null;
  }
}
