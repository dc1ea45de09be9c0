"use client";
import Link from "next/link";
import { useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAssets } from "@/lib/portal-client/hooks/use-assets";
import { useLinkAssets, useProductAssets } from "@/lib/portal-client/hooks/use-products";
import { AssetPreview } from "@/components/assets/asset-preview";
import { ErrorState, FormError, Loading } from "@/components/ui/states";

// The product's linked assets, and linking one more from the library.
export function ProductMedia({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const linked = useProductAssets(productId);
  const library = useAssets({ status: "ready" });
  const link = useLinkAssets(productId);
  const [choice, setChoice] = useState("");
  if (linked.isPending) return <Loading label="Loading media…" />;
  if (linked.isError) return <ErrorState error={linked.error} retry={() => linked.refetch()} />;
  const ids = linked.data.assetIds;
  const candidates = itemsOf(library.data).filter((a) => !ids.includes(a.id));
  const save = (next: string[]) => link.mutate(next, { onSuccess: () => setChoice("") });

  return (
    <section className="panel" aria-labelledby="media-title">
      <h2 id="media-title">Media</h2>
      {linked.data.assets.length === 0 ? <p className="muted">No media linked. Completeness needs at least one image.</p> : null}
      <ul className="asset-grid">
        {linked.data.assets.map((asset) => (
          <li key={asset.id} className="asset-card">
            <AssetPreview asset={asset} />
            <div className="asset-card-body">
              {asset.filename}
              {canWrite ? (
                <div>
                  <button type="button" className="link" onClick={() => save(ids.filter((id) => id !== asset.id))} disabled={link.isPending}>
                    Unlink {asset.filename}
                  </button>
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {canWrite ? (
        <form
          className="button-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) save([...ids, choice]);
          }}
        >
          <label htmlFor="link-asset" className="visually-hidden">
            Asset to link
          </label>
          <select id="link-asset" data-field="image" value={choice} onChange={(e) => setChoice(e.target.value)} style={{ maxWidth: "20rem" }}>
            <option value="">{library.isPending ? "Loading library…" : candidates.length ? "Choose an asset…" : "No other ready assets"}</option>
            {candidates.map((a) => (
              <option key={a.id} value={a.id}>
                {a.filename} ({a.assetType})
              </option>
            ))}
          </select>
          <button type="submit" disabled={!choice || link.isPending}>
            Link asset
          </button>
          <Link href="/producer/assets">Upload to the library</Link>
        </form>
      ) : null}
      <FormError error={link.error} />
    </section>
  );
}
