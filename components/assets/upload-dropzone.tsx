"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { uploadAsset, uploadProblem } from "@/lib/portal-client/hooks/use-assets";
import { keys } from "@/lib/portal-client/keys";
import type { AssetDocument } from "@/lib/portal-client/api-types";
import { plainUploadMessage, uploadFailureOf, type UploadFailure } from "@/lib/portal-client/upload-errors";

type Upload = { id: number; name: string; progress: number; state: "uploading" | "checking" | "done" | "failed"; failure?: UploadFailure };

let nextId = 0;

type Props = {
  // Called with each asset once the API has confirmed it (a product links it).
  onUploaded?: (asset: AssetDocument) => Promise<unknown>;
  inputId?: string;
  prompt?: string;
  accept?: string;
};

// Drop files, or choose them with the keyboard; each goes straight to the
// object store with its own progress bar, then is confirmed by the API.
export function UploadDropzone({ onUploaded, inputId = "asset-files", prompt = "Drag images, videos or documents here, or", accept }: Props = {}) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (id: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  async function start(file: File) {
    const id = ++nextId;
    const problem = uploadProblem(file);
    const failure = problem ? { message: plainUploadMessage("file", problem), requestId: null } : undefined;
    setUploads((list) => [{ id, name: file.name, progress: 0, state: failure ? "failed" : "uploading", failure }, ...list]);
    if (failure) return;
    try {
      const asset = await uploadAsset(file, (fraction) => patch(id, fraction >= 1 ? { progress: 1, state: "checking" } : { progress: fraction }));
      await onUploaded?.(asset);
      patch(id, { progress: 1, state: "done" });
    } catch (err) {
      patch(id, { state: "failed", failure: uploadFailureOf(err) });
    }
    // A failed file's asset is gone; the list may have shown it meanwhile.
    await client.invalidateQueries({ queryKey: keys.assets.all() });
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
        <p>{prompt}</p>
        <label htmlFor={inputId} className="button secondary" style={{ display: "inline-flex" }}>
          Choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={accept}
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
                {u.failure ? (
                  <button type="button" className="secondary" onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}>
                    Dismiss<span className="visually-hidden"> {u.name}</span>
                  </button>
                ) : null}
              </div>
              <div role="status" className={u.failure ? "field-error" : "small"}>
                {u.failure ? <UploadFailed failure={u.failure} /> : u.state === "uploading" ? `${Math.round(u.progress * 100)}%` : u.state === "checking" ? "Checking…" : "Uploaded"}
              </div>
              {u.state !== "failed" ? <progress value={u.progress} max={1} aria-label={`Upload of ${u.name}`} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// What failed, and the request id when the API refused the file.
function UploadFailed({ failure }: { failure: UploadFailure }) {
  return (
    <>
      Not uploaded: {failure.message}
      {failure.requestId ? (
        <span className="small">
          {" "}
          Request id: <code>{failure.requestId}</code>
        </span>
      ) : null}
    </>
  );
}
