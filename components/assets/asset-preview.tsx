import type { AssetDocument } from "@/lib/portal-client/api-types";

// Images show themselves; other files a label. Store URLs are short-lived and
// change per response, so next/image (which would proxy and cache them) is not used.
export function AssetPreview({ asset, alt }: { asset: Pick<AssetDocument, "assetType" | "downloadUrl" | "filename" | "mimeType">; alt?: string }) {
  if (asset.assetType === "image" && asset.downloadUrl) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={asset.downloadUrl} alt={alt ?? asset.filename} loading="lazy" decoding="async" />;
  }
  if (asset.assetType === "video" && asset.downloadUrl) {
    return <video className="asset-thumb" src={asset.downloadUrl} controls preload="metadata" aria-label={asset.filename} />;
  }
  return (
    <div className="asset-thumb" aria-hidden="true">
      {asset.mimeType.split("/")[1]?.toUpperCase().slice(0, 6) ?? "FILE"}
    </div>
  );
}
