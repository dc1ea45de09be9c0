import "server-only";
import { log } from "../core/log";
import { renderImage, ImageRefused } from "../renditions/render-image";
import { sizeLimitBytes } from "../assets/media-types";
import { assetPrefix } from "../storage/keys";
import { headObject, putObject, readObject } from "../storage/objects";
import { presignDownload } from "../storage/presign";
import type { ImageWidth } from "./image-widths";

// An image at one of the fixed widths, in the format the browser accepts
// (docs/architecture.md, "Images at the size shown"). Made on first request
// from the original and kept in the store beside it, under the asset's
// prefix (deleting the asset removes them); later requests only sign a URL.

export type SizedFormat = "webp" | "jpeg" | "png";
const OUT: Record<SizedFormat, { mimeType: string; extension: string; quality?: number }> = {
  webp: { mimeType: "image/webp", extension: "webp", quality: 78 },
  jpeg: { mimeType: "image/jpeg", extension: "jpg", quality: 80 },
  png: { mimeType: "image/png", extension: "png" },
};

// WebP when the Accept header names it (every current browser does for
// images); else JPEG, or PNG for a source that may be transparent.
// Only an explicit image/webp counts: "*/*" is also sent by browsers that
// cannot decode it.
export function negotiateFormat(accept: string | null, sourceMimeType: string): SizedFormat {
  return acceptsWebp(accept) ? "webp" : sourceMimeType === "image/jpeg" ? "jpeg" : "png";
}

function acceptsWebp(accept: string | null): boolean {
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (type !== "image/webp") continue;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export type SizedSource = { id: string; organizationId: string; storageKey: string; mimeType: string };

export const sizedKey = (asset: SizedSource, width: ImageWidth, format: SizedFormat) => `${assetPrefix(asset.organizationId, asset.id)}sized/w${width}.${OUT[format].extension}`;

// Keys known to be in the store, so a warm image costs no store round trip.
// Bounded; an asset's own row is checked by the caller before this is asked.
const known = new Set<string>();
const KNOWN_MAX = 20_000;
function remember(key: string) {
  if (known.size >= KNOWN_MAX) known.delete(known.values().next().value!);
  known.add(key);
}

// Renders of one key already under way, so a page of cards asking at once
// renders each size once.
const rendering = new Map<string, Promise<boolean>>();

async function ensureStored(asset: SizedSource, width: ImageWidth, format: SizedFormat, key: string): Promise<boolean> {
  if (known.has(key)) return true;
  if (await headObject(key)) {
    remember(key);
    return true;
  }
  const source = await readObject(asset.storageKey, sizeLimitBytes(asset.mimeType));
  if (!source) return false;
  const out = OUT[format];
  try {
    const image = await renderImage(source, [
      { op: "resize", width, fit: "inside", withoutEnlargement: true },
      { op: "format", format, ...(out.quality ? { quality: out.quality } : {}) },
    ]);
    await putObject(key, image.data, image.mimeType);
  } catch (err) {
    if (!(err instanceof ImageRefused)) throw err;
    log.warn({ assetId: asset.id, err: err.message }, "a public image could not be resized");
    return false;
  }
  remember(key);
  return true;
}

// A short-lived store URL of the image at this width and format, or null
// when the original is missing or cannot be decoded.
export async function sizedImageUrl(asset: SizedSource, width: ImageWidth, format: SizedFormat): Promise<string | null> {
  const key = sizedKey(asset, width, format);
  let pending = rendering.get(key);
  if (!pending) {
    pending = ensureStored(asset, width, format, key).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  if (!(await pending)) return null;
  return presignDownload(key, { contentType: OUT[format].mimeType });
}
