"use client";
import { useState } from "react";
import { altTextsOf } from "@/lib/portal-client/media-order";
import { altTextFor } from "@/lib/catalog/alt-text";
import { readerLocale } from "@/lib/portal-client/reader-locale";
import type { AssetDocument } from "@/lib/portal-client/api-types";
import { AssetPreview } from "@/components/assets/asset-preview";

type Props = {
  asset: AssetDocument;
  index: number;
  count: number;
  main: boolean;
  altText: Record<string, string>;
  locales: readonly string[];
  canWrite: boolean;
  busy: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
  onMove: (to: number) => void;
  onUnlink: () => void;
  onSaveAlt: (texts: Record<string, string>) => Promise<unknown>;
};

// One linked asset: its preview (whole, not cropped), its place in the
// order, and its alt texts per locale.
export function MediaCard(props: Props) {
  const { asset, index, count, canWrite } = props;
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>(props.altText);
  const [saved, setSaved] = useState(false);
  const position = `${index + 1} of ${count}`;
  const described = Object.keys(props.altText).length;
  return (
    <li
      className={`asset-card media-card${props.dragging ? " dragging" : ""}`}
      draggable={canWrite}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", asset.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(e) => {
        if (canWrite && e.dataTransfer.types.includes("text/plain")) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!e.dataTransfer.types.includes("text/plain")) return;
        e.preventDefault();
        props.onDropHere();
      }}
      aria-label={`${asset.filename}, ${position}${props.main ? ", main image" : ""}`}
    >
      <AssetPreview asset={asset} alt={altTextFor(props.altText, readerLocale()) ?? asset.filename} />
      <div className="asset-card-body">
        <div className="media-card-title">
          {props.main ? <span className="badge green">Main image</span> : <span className="small muted">{position}</span>}
          <span>{asset.filename}</span>
        </div>
        <p className="small muted">{described ? `Alt text in ${Object.keys(props.altText).join(", ")}` : asset.assetType === "image" ? "No alt text yet" : asset.assetType}</p>
        {canWrite ? (
          <div className="button-row">
            <button type="button" className="secondary small-button" onClick={() => props.onMove(index - 1)} disabled={props.busy || index === 0} aria-label={`Move ${asset.filename} earlier`}>
              ←
            </button>
            <button type="button" className="secondary small-button" onClick={() => props.onMove(index + 1)} disabled={props.busy || index === count - 1} aria-label={`Move ${asset.filename} later`}>
              →
            </button>
            {asset.assetType === "image" ? (
              <button type="button" className="secondary small-button" aria-expanded={editing} onClick={() => (setEditing(!editing), setSaved(false))}>
                Alt text<span className="visually-hidden"> of {asset.filename}</span>
              </button>
            ) : null}
            <button type="button" className="link" onClick={props.onUnlink} disabled={props.busy}>
              Unlink<span className="visually-hidden"> {asset.filename}</span>
            </button>
          </div>
        ) : null}
        {editing ? (
          <form
            className="media-alt"
            onSubmit={(e) => {
              e.preventDefault();
              void props.onSaveAlt(altTextsOf(typed)).then(() => (setSaved(true), setEditing(false)), () => undefined);
            }}
          >
            {props.locales.map((locale) => (
              <label key={locale} className="field">
                <span className="small">
                  Alt text ({locale})<span className="visually-hidden"> of {asset.filename}</span>
                </span>
                <input value={typed[locale] ?? ""} maxLength={250} onChange={(e) => setTyped({ ...typed, [locale]: e.target.value })} />
              </label>
            ))}
            <button type="submit" disabled={props.busy}>
              Save alt text
            </button>
          </form>
        ) : null}
        {saved ? (
          <p role="status" className="small">
            Alt text saved.
          </p>
        ) : null}
      </div>
    </li>
  );
}
