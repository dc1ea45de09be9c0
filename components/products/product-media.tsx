"use client";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAssets } from "@/lib/portal-client/hooks/use-assets";
import { useSaveProductMedia, useProductAssets } from "@/lib/portal-client/hooks/use-products";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { keys } from "@/lib/portal-client/keys";
import { mainImageId, moveItem } from "@/lib/portal-client/media-order";
import type { AssetDocument, ProductAssetsDocument } from "@/lib/portal-client/api-types";
import { UploadDropzone } from "@/components/assets/upload-dropzone";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { MediaCard } from "./media-card";

type Body = { assetIds: string[]; altText?: Record<string, Record<string, string>> };

// The product's linked assets: files dropped here are uploaded and linked,
// the order is changed by dragging (or the move buttons), the first image is
// the main image, and each image has alt texts per locale. Presets marked
// automatic render new images without a click (the rendition presets page).
export function ProductMedia({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const queries = useQueryClient();
  const linked = useProductAssets(productId);
  const library = useAssets({ status: "ready" });
  const settings = useSettings();
  const save = useSaveProductMedia(productId);
  const [choice, setChoice] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  // Saves go one after another, each from the links as the last one left
  // them: files dropped together must not overwrite each other's link.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const current = () => queries.getQueryData<ProductAssetsDocument>(keys.products.assets(productId))?.assetIds ?? [];
  const enqueue = (body: (ids: string[]) => Body) => {
    const next = queue.current.then(() => save.mutateAsync(body(current())));
    queue.current = next.catch(() => undefined);
    return next;
  };

  if (linked.isPending) return <Loading label="Loading media…" />;
  if (linked.isError) return <ErrorState error={linked.error} retry={() => linked.refetch()} />;
  const { assets, altText } = linked.data;
  const ids = assets.map((a) => a.id);
  const main = mainImageId(assets);
  const candidates = itemsOf(library.data).filter((a) => !ids.includes(a.id));
  const locales = settings.data?.enabledLocales ?? [];
  const reorder = (from: number, to: number) => void enqueue(() => ({ assetIds: moveItem(ids, from, to) })).catch(() => undefined);
  const link = (asset: Pick<AssetDocument, "id">) => enqueue((now) => ({ assetIds: [...now.filter((id) => id !== asset.id), asset.id] }));

  return (
    <section className="panel" aria-labelledby="media-title">
      <h2 id="media-title">Media</h2>
      {assets.length === 0 ? <p className="muted">No media linked. Completeness needs at least one image.</p> : null}
      {assets.length > 1 && canWrite ? <p className="small muted">Drag an image to change the order, or use its move buttons. The first image is the main image.</p> : null}
      <ol className="asset-grid media-list" aria-label="Linked media, in order">
        {assets.map((asset, index) => (
          <MediaCard
            key={asset.id}
            asset={asset}
            index={index}
            count={assets.length}
            main={asset.id === main}
            altText={altText[asset.id] ?? {}}
            locales={locales}
            canWrite={canWrite}
            busy={save.isPending}
            dragging={dragged === index}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDropHere={() => {
              if (dragged !== null && dragged !== index) reorder(dragged, index);
              setDragged(null);
            }}
            onMove={(to) => reorder(index, to)}
            onUnlink={() => void enqueue((now) => ({ assetIds: now.filter((id) => id !== asset.id) })).catch(() => undefined)}
            onSaveAlt={(texts) => enqueue((now) => ({ assetIds: now, altText: { [asset.id]: texts } }))}
          />
        ))}
      </ol>
      <FormError error={save.error} />
      {canWrite ? (
        <>
          <UploadDropzone inputId={`media-files-${productId}`} prompt="Drop images or documents here to upload and link them, or" onUploaded={link} />
          <form
            className="button-row"
            onSubmit={(e) => {
              e.preventDefault();
              if (choice) void link({ id: choice }).then(() => setChoice(""), () => undefined);
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
            <button type="submit" disabled={!choice || save.isPending}>
              Link asset
            </button>
            <Link href="/producer/assets">Asset library</Link>
          </form>
        </>
      ) : null}
    </section>
  );
}
