"use client";
import Link from "next/link";
import { useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useCreateRendition, useRenditions } from "@/lib/portal-client/hooks/use-assets";
import { usePresets } from "@/lib/portal-client/hooks/use-presets";
import { useCan } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { formatBytes } from "@/components/ui/format";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { AssetPreview } from "./asset-preview";

export function RenditionsPanel({ assetId }: { assetId: string }) {
  const presets = usePresets();
  const renditions = useRenditions(assetId, 5000);
  const create = useCreateRendition(assetId);
  const canWrite = useCan("assets:write");
  const [presetId, setPresetId] = useState("");
  const names = new Map((presets.data ?? []).map((p) => [p.id, p.name]));
  const list = itemsOf(renditions.data);
  return (
    <section className="panel" aria-labelledby="renditions-title">
      <h2 id="renditions-title">Renditions</h2>
      {canWrite ? (
        presets.data?.length === 0 ? (
          <p>
            No rendition presets yet. <Link href="/producer/rendition-presets">Create a preset</Link> to make renditions.
          </p>
        ) : (
          <form
            className="button-row field"
            onSubmit={(e) => {
              e.preventDefault();
              if (presetId) create.mutate(presetId);
            }}
          >
            <label htmlFor="preset" className="visually-hidden">
              Preset
            </label>
            <select id="preset" value={presetId} onChange={(e) => setPresetId(e.target.value)} style={{ maxWidth: "18rem" }}>
              <option value="">{presets.isPending ? "Loading presets…" : "Choose a preset…"}</option>
              {(presets.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <button type="submit" disabled={!presetId || create.isPending}>
              {create.isPending ? "Rendering…" : "Make rendition"}
            </button>
          </form>
        )
      ) : null}
      <FormError error={create.error} />
      {renditions.isPending ? (
        <Loading label="Loading renditions…" />
      ) : renditions.isError ? (
        <ErrorState error={renditions.error} retry={() => renditions.refetch()} />
      ) : list.length === 0 ? (
        <p className="muted">No renditions yet.</p>
      ) : (
        <ul className="asset-grid" aria-label="Renditions">
          {list.map((r) => (
            <li key={r.id} className="asset-card">
              <AssetPreview
                asset={{ assetType: "image", downloadUrl: r.downloadUrl, filename: names.get(r.presetId) ?? "rendition", mimeType: r.mimeType ?? "image/*" }}
                alt={`Rendition ${names.get(r.presetId) ?? ""}`}
              />
              <div className="asset-card-body">
                <strong>{names.get(r.presetId) ?? "Preset"}</strong>
                <div className="small muted">
                  {r.width && r.height ? `${r.width}×${r.height}` : "—"} · {r.mimeType ?? "—"} · {formatBytes(r.sizeBytes)}
                </div>
                <StatusBadge status={r.status} /> {r.stale ? <span className="badge amber">stale</span> : null}
                {r.lastError ? <div className="field-error">{r.lastError}</div> : null}
                {r.downloadUrl ? (
                  <div>
                    <a href={r.downloadUrl}>Download</a>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
