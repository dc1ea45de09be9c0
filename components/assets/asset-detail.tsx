"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { useAsset, useDeleteAsset } from "@/lib/portal-client/hooks/use-assets";
import { useCan } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { formatBytes, formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { AssetPreview } from "./asset-preview";
import { RenditionsPanel } from "./renditions-panel";

export function AssetDetail({ id }: { id: string }) {
  const router = useRouter();
  const asset = useAsset(id);
  const remove = useDeleteAsset();
  const canWrite = useCan("assets:write");
  if (asset.isPending) return <Loading label="Loading asset…" />;
  if (isNotFound(asset.error))
    return (
      <EmptyState title="No such asset">
        <p>
          <Link href="/producer/assets">Back to the library</Link>
        </p>
      </EmptyState>
    );
  if (asset.isError) return <ErrorState error={asset.error} retry={() => asset.refetch()} />;
  const a = asset.data;
  async function destroy() {
    if (!window.confirm(`Delete ${a.filename} and its renditions?`)) return;
    await remove.mutateAsync(a.id);
    router.push("/producer/assets");
  }
  return (
    <>
      <div className="page-head">
        <h1>{a.filename}</h1>
        {canWrite ? (
          <button type="button" className="danger" onClick={destroy} disabled={remove.isPending}>
            Delete asset
          </button>
        ) : null}
      </div>
      {remove.isError ? <ErrorState error={remove.error} title="The asset was not deleted." /> : null}
      <div className="two-col">
        <div className="asset-card">
          <AssetPreview asset={a} />
        </div>
        <dl className="panel">
          <dt>Type</dt>
          <dd>
            {a.assetType} ({a.mimeType})
          </dd>
          <dt>Size</dt>
          <dd>{formatBytes(a.sizeBytes)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={a.status} />
          </dd>
          <dt>Uploaded</dt>
          <dd>{formatDate(a.createdAt)}</dd>
          {a.downloadUrl ? (
            <dd>
              <a href={a.downloadUrl}>Download original</a>
            </dd>
          ) : null}
        </dl>
      </div>
      {a.assetType === "image" ? <RenditionsPanel assetId={a.id} /> : <p className="muted">Renditions are made of images only.</p>}
    </>
  );
}
