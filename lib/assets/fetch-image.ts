import { randomUUID } from "node:crypto";
import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { destinationClient } from "../outbound/destination-policy";
import { DestinationRefused } from "../outbound/destination-client";
import { assetKey, safeFilename } from "../storage/keys";
import { deleteObject, putObject } from "../storage/objects";
import { matchesSignature } from "./magic-bytes";
import { sizeErrors, sizeLimitBytes } from "./media-types";
import { requestAutoRenditions } from "./auto-renditions";

// Images fetched by URL (an import's images column): through the same
// SSRF-guarded client as channel deliveries, and through the same checks as
// an upload's confirm (the size the bytes really have, the type their
// leading bytes show), before anything is stored.

export class ImageRefused extends Error {}

export type FetchedImage = { assetId: string; storageKey: string; filename: string; mimeType: string; sizeBytes: number; sourceUrl: string };

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

async function readCapped(body: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body) {
    size += part.length;
    if (size > limit) throw new ImageRefused(`is over the ${limit / 1_048_576} MB limit for images.`);
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts);
}

function filenameOf(url: URL, mimeType: string): string {
  const last = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const extension = mimeType.split("/")[1]!.replace("jpeg", "jpg");
  return safeFilename(/\.[A-Za-z0-9]{2,5}$/.test(last) ? last : `${last || "image"}.${extension}`);
}

// The image's bytes checked and, unless `store` is false (a dry run), put in
// the store under a new asset's key. Throws ImageRefused with the reason.
export async function fetchImage(organizationId: string, url: string, store: boolean): Promise<FetchedImage> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new ImageRefused("is not a URL.");
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new ImageRefused("is not an http(s) URL.");
  const limit = sizeLimitBytes("image/jpeg");
  let bytes: Buffer;
  try {
    const res = await destinationClient().request(target.toString(), { method: "GET", headers: { accept: IMAGE_TYPES.join(", ") } });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel();
      throw new ImageRefused(`answered ${res.status}.`);
    }
    if (Number(res.headers.get("content-length") ?? 0) > limit) {
      await res.body?.cancel();
      throw new ImageRefused(`is over the ${limit / 1_048_576} MB limit for images.`);
    }
    bytes = res.body ? await readCapped(res.body, limit) : Buffer.alloc(0);
  } catch (err) {
    if (err instanceof ImageRefused) throw err;
    if (err instanceof DestinationRefused) throw new ImageRefused(`cannot be fetched: ${err.message}.`);
    throw new ImageRefused(`cannot be fetched: ${(err as Error).message}.`);
  }
  if (bytes.length === 0) throw new ImageRefused("is an empty file.");
  const mimeType = IMAGE_TYPES.find((type) => matchesSignature(type, bytes));
  if (!mimeType) throw new ImageRefused("is not a JPEG, PNG, WebP or GIF image.");
  const tooLarge = sizeErrors(mimeType, bytes.length, "file");
  if (tooLarge.length) throw new ImageRefused(tooLarge[0]!.message);
  const assetId = randomUUID();
  const filename = filenameOf(target, mimeType);
  const storageKey = assetKey(organizationId, assetId, filename);
  if (store) await putObject(storageKey, bytes, mimeType);
  return { assetId, storageKey, filename, mimeType, sizeBytes: bytes.length, sourceUrl: url };
}

// The fetched images as ready assets, in the caller's transaction (their
// storage was granted by the caller); the auto presets render them after.
export async function recordFetchedImages(tx: Tx, organizationId: string, images: readonly FetchedImage[]): Promise<void> {
  if (images.length === 0) return;
  const confirmedAt = new Date();
  await tx.asset.createMany({
    data: images.map((i) => ({
      id: i.assetId,
      ...ownedBy.organization(organizationId),
      filename: i.filename,
      assetType: "image" as const,
      mimeType: i.mimeType,
      sizeBytes: BigInt(i.sizeBytes),
      status: "ready" as const,
      storageKey: i.storageKey,
      confirmedAt,
      sourceUrl: i.sourceUrl,
    })),
  });
  await requestAutoRenditions(tx, organizationId, images.map((i) => i.assetId));
}

// Stored bytes of images that will not be recorded (their row failed).
export async function discardFetchedImages(images: readonly FetchedImage[]): Promise<void> {
  await Promise.all(images.map((i) => deleteObject(i.storageKey).catch(() => undefined)));
}
