import type { UploadTarget } from "./api-types";

// A presigned PUT as the API hands it out, for an asset or an import file.
type PresignedPut = Pick<UploadTarget, "uploadUrl" | "method" | "headers">;

// PUT of a file straight to the presigned URL, with progress. fetch() has
// no upload progress, so this is XMLHttpRequest.
export function putToStore(target: PresignedPut, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`The object store refused the upload (${xhr.status}).`)));
    xhr.onerror = () => reject(new Error("The upload could not reach the object store."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
