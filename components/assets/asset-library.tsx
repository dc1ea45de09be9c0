"use client";
import Link from "next/link";
import { useState } from "react";
import { ASSET_TYPES } from "@/lib/assets/media-types";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAssets, type AssetFilter } from "@/lib/portal-client/hooks/use-assets";
import { useCan } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { formatBytes } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { AssetPreview } from "./asset-preview";
import { UploadDropzone } from "./upload-dropzone";

export function AssetLibrary() {
  const [assetType, setAssetType] = useState<AssetFilter["assetType"]>(undefined);
  const assets = useAssets({ assetType, limit: 48 });
  const canWrite = useCan("assets:write");
  const list = itemsOf(assets.data);
  return (
    <>
      {canWrite ? <UploadDropzone /> : null}
      <div className="field" style={{ maxWidth: "16rem" }}>
        <label htmlFor="asset-type">Show</label>
        <select id="asset-type" value={assetType ?? ""} onChange={(e) => setAssetType((e.target.value || undefined) as AssetFilter["assetType"])}>
          <option value="">All types</option>
          {ASSET_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {assets.isPending ? (
        <Loading label="Loading assets…" />
      ) : assets.isError ? (
        <ErrorState error={assets.error} retry={() => assets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No assets yet">
          <p>Drop product images, videos or documents above. Link them to products to complete them.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="asset-grid" aria-label="Assets">
            {list.map((asset) => (
              <li key={asset.id} className="asset-card">
                <AssetPreview asset={asset} />
                <div className="asset-card-body">
                  <Link href={`/producer/assets/${asset.id}`}>{asset.filename}</Link>
                  <div className="small muted">
                    {asset.assetType} · {formatBytes(asset.sizeBytes)}
                  </div>
                  {asset.status !== "ready" ? <StatusBadge status={asset.status} /> : null}
                </div>
              </li>
            ))}
          </ul>
          <LoadMore hasNextPage={assets.hasNextPage} isFetchingNextPage={assets.isFetchingNextPage} fetchNextPage={assets.fetchNextPage} />
        </>
      )}
    </>
  );
}
