"use client";
import { useId } from "react";
import type { Draft } from "@/lib/portal-client/typed-values";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAssets } from "@/lib/portal-client/hooks/use-assets";
import { AssetPreview } from "@/components/assets/asset-preview";
import { LoadMore } from "@/components/ui/load-more";
import { FieldNotes } from "@/components/ui/field";
import type { TypedProps } from "./typed-props";

// An asset attribute picks one of the organisation's ready images, shown
// as thumbnails; a stored id not among the pages loaded stays chosen.
export function AssetInput({ draft, onChange, path, label, error, hint }: TypedProps<Extract<Draft, { kind: "text" }>>) {
  const id = useId();
  const library = useAssets({ status: "ready", assetType: "image" });
  const assets = itemsOf(library.data);
  const name = `${id}-asset`;
  const choose = (text: string) => onChange({ kind: "text", text });
  return (
    <fieldset data-field={path} tabIndex={-1} data-invalid={error ? true : undefined} aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}>
      <legend>{label}</legend>
      <label className="check">
        <input type="radio" name={name} checked={draft.text === ""} onChange={() => choose("")} />
        None
      </label>
      {draft.text && !assets.some((a) => a.id === draft.text) ? (
        <label className="check">
          <input type="radio" name={name} checked onChange={() => undefined} />
          Current asset <code className="small">{draft.text}</code>
        </label>
      ) : null}
      {library.isPending ? <p className="small muted">Loading images…</p> : null}
      {!library.isPending && assets.length === 0 ? <p className="small muted">No ready images in the asset library.</p> : null}
      <ul className="asset-grid asset-picker">
        {assets.map((asset) => (
          <li key={asset.id} className="asset-card">
            <label>
              <AssetPreview asset={asset} alt="" />
              <span className="asset-card-body check">
                <input type="radio" name={name} checked={draft.text === asset.id} onChange={() => choose(asset.id)} />
                {asset.filename}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={library.hasNextPage} isFetchingNextPage={library.isFetchingNextPage} fetchNextPage={library.fetchNextPage} />
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
