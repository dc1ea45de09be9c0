"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { describeError } from "@/lib/portal-client/api-error";
import { uploadAsset, uploadProblem } from "@/lib/portal-client/hooks/use-assets";
import { keys } from "@/lib/portal-client/keys";

type Upload = { id: number; name: string; progress: number; state: "uploading" | "checking" | "done" | "failed"; message?: string };

let nextId = 0;

// Drop files, or choose them with the keyboard; each goes straight to the
// object store with its own progress bar, then is confirmed by the API.
export function UploadDropzone() {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  async function start(file: File) {
    const id = ++nextId;
    const problem = uploadProblem(file);
    setUploads((list) => [{ id, name: file.name, progress: 0, state: problem ? "failed" : "uploading", message: problem ?? undefined }, ...list]);
    if (problem) return;
    try {
      await uploadAsset(file, (fraction) => patch(id, fraction >= 1 ? { progress: 1, state: "checking" } : { progress: fraction }));
      patch(id, { progress: 1, state: "done" });
      await client.invalidateQueries({ queryKey: keys.assets.all() });
    } catch (err) {
      patch(id, { state: "failed", message: describeError(err) });
    }
  }

  const startAll = (files: FileList | null) => Array.from(files ?? []).forEach(start);

  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title" className="visually-hidden">
        Upload
      </h2>
      <div
        className={`dropzone${over ? " active" : ""}`}
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          startAll(e.dataTransfer.files);
        }}
      >
        <p>Drag images, videos or documents here, or</p>
        <label htmlFor="asset-files" className="button secondary" style={{ display: "inline-flex" }}>
          Choose files
        </label>
        <input
          ref={input}
          id="asset-files"
          type="file"
          multiple
          className="visually-hidden"
          onChange={(e) => {
            startAll(e.target.files);
            if (input.current) input.current.value = "";
          }}
        />
        <p className="small muted">Images up to 20 MB, PDFs and other files up to 50 MB, videos up to 100 MB.</p>
      </div>
      {uploads.length > 0 ? (
        <ul className="panel" aria-label="Uploads" style={{ listStyle: "none" }}>
          {uploads.map((u) => (
            <li key={u.id} className="field">
              <div className="button-row" style={{ justifyContent: "space-between" }}>
                <span>{u.name}</span>
                <span role="status" className={u.state === "failed" ? "field-error" : "small"}>
                  {u.state === "uploading" ? `${Math.round(u.progress * 100)}%` : u.state === "checking" ? "Checking…" : u.state === "done" ? "Uploaded" : `Failed: ${u.message}`}
                </span>
              </div>
              {u.state !== "failed" ? <progress value={u.progress} max={1} aria-label={`Upload of ${u.name}`} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
