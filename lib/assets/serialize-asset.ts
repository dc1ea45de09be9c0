import type { Asset } from "../db/generated/client";
import { presignDownload } from "../storage/presign";
import { servedInline } from "./media-types";
import type { AssetDocument } from "./documents";

// The asset view (docs/api.md, "Assets and renditions"). downloadUrl is a short-lived
// presigned GET, present once the asset is ready; it is minted per response
// and never stored.
export async function serializeAsset(asset: Asset): Promise<AssetDocument> {
  const downloadUrl =
    asset.status === "ready"
      ? await presignDownload(asset.storageKey, {
          contentType: asset.mimeType,
          attachmentName: servedInline(asset.mimeType) ? undefined : asset.filename,
        })
      : null;
  return {
    id: asset.id,
    filename: asset.filename,
    assetType: asset.assetType,
    mimeType: asset.mimeType,
    sizeBytes: asset.sizeBytes === null ? null : Number(asset.sizeBytes),
    status: asset.status,
    createdAt: asset.createdAt.toISOString(),
    downloadUrl,
  };
}
