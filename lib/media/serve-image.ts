import "server-only";
import { presignDownload } from "../storage/presign";
import { imageWidthOf } from "./image-widths";
import { mediaRedirect } from "./media-redirect";
import { negotiateFormat, sizedImageUrl, type SizedSource } from "./sized-image";

// What a request for an image asks: `?w=` (one of the fixed widths, or
// absent for the original) and the browser's Accept header.
export type ImageAsk = { width: string | null; accept: string | null };

export function imageAskOf(req: Request): ImageAsk {
  return { width: new URL(req.url).searchParams.get("w"), accept: req.headers.get("accept") };
}

// The redirect for an image found (or null): the original when no width is
// asked, the sized copy in the negotiated format for one of the fixed
// widths, and 404 for any other width.
export async function imageRedirect(asset: SizedSource | null, ask: ImageAsk): Promise<Response> {
  if (ask.width === null) return mediaRedirect(asset ? await presignDownload(asset.storageKey, { contentType: asset.mimeType }) : null);
  const width = imageWidthOf(ask.width);
  const url = asset && width ? await sizedImageUrl(asset, width, negotiateFormat(ask.accept, asset.mimeType)) : null;
  return mediaRedirect(url, { varyOnAccept: true });
}
