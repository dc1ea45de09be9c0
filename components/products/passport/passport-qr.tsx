"use client";
import { useEffect, useState } from "react";
import type { PassportDocument } from "@/lib/portal-client/api-types";
import { describeError } from "@/lib/portal-client/api-error";
import { passportQr } from "@/lib/portal-client/hooks/use-passports";
import { CopyButton } from "@/components/ui/copy-button";

// Saves a blob under a file name, as a link the user clicked would.
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The QR code of the active version's Digital Link URI, fetched with the
// session's credential, and both image files to download.
export function PassportQr({ passport }: { passport: PassportDocument }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    passportQr(passport.id, "svg", abort.signal)
      .then((blob) => setSrc((url = URL.createObjectURL(blob))))
      .catch((err) => abort.signal.aborted || setError(describeError(err)));
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [passport.id]);

  async function download(format: "svg" | "png") {
    setError(null);
    try {
      save(await passportQr(passport.id, format), `passport-${passport.gtin}.${format}`);
    } catch (err) {
      setError(describeError(err));
    }
  }

  return (
    <div className="passport-qr">
      <h3>QR code</h3>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- an object URL of a fetched image, not an optimisable asset
        <img src={src} width={160} height={160} alt={`QR code leading to ${passport.url}`} data-testid="passport-qr" />
      ) : (
        <p className="small muted">{error ? "" : "Loading the QR code…"}</p>
      )}
      <p className="small">
        It leads to <a href={passport.url}>{passport.url}</a> <CopyButton text={passport.url} name="Copy the passport's address" />
      </p>
      <p className="button-row">
        <button type="button" className="secondary" onClick={() => download("svg")}>
          Download SVG
        </button>{" "}
        <button type="button" className="secondary" onClick={() => download("png")}>
          Download PNG
        </button>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
