import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { presignDownload } from "../storage/presign";
import { readMediaToken } from "./media-link";
import type { SizedSource } from "./sized-image";

// Where a media link points now: a short-lived store URL of the ready asset,
// or of the preset's ready rendition of it; null once either is gone (or
// was never ready), and for any token not minted by the service. The token
// is the service's signature over one asset, so it is the whole authority:
// no organisation filter.
export async function mediaLinkTarget(token: string): Promise<string | null> {
  const ref = readMediaToken(token);
  if (!ref) return null;
  if (ref.presetId) {
    const rendition = await db.rendition.findFirst({
      where: { assetId: ref.assetId, presetId: ref.presetId, ...ownedBy.anyOrganization(), status: "ready", asset: { status: "ready" } },
      select: { storageKey: true, mimeType: true },
    });
    return rendition?.storageKey && rendition.mimeType ? presignDownload(rendition.storageKey, { contentType: rendition.mimeType }) : null;
  }
  const asset = await db.asset.findFirst({ where: { id: ref.assetId, ...ownedBy.anyOrganization(), status: "ready" }, select: { storageKey: true, mimeType: true } });
  return asset ? presignDownload(asset.storageKey, { contentType: asset.mimeType }) : null;
}

// The ready image a link names (not a rendition), to serve at one of the
// fixed widths; null otherwise.
export async function mediaLinkImage(token: string): Promise<SizedSource | null> {
  const ref = readMediaToken(token);
  if (!ref || ref.presetId) return null;
  return db.asset.findFirst({
    where: { id: ref.assetId, ...ownedBy.anyOrganization(), status: "ready", assetType: "image", mimeType: { startsWith: "image/" } },
    select: { id: true, organizationId: true, storageKey: true, mimeType: true },
  });
}
