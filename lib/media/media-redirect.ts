import { DOWNLOAD_URL_SECONDS } from "../storage/presign";

// A redirect to a presigned URL, cached a little less than the URL lives so
// a browser never follows a stale one; a plain 404 otherwise. varyOnAccept:
// the target depends on the Accept header (a negotiated format), so a cache
// must keep one answer per Accept.
export function mediaRedirect(url: string | null, options: { varyOnAccept?: boolean } = {}): Response {
  const vary: Record<string, string> = options.varyOnAccept ? { Vary: "Accept" } : {};
  if (!url) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...vary } });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": `private, max-age=${Math.floor(DOWNLOAD_URL_SECONDS / 2)}`, ...vary },
  });
}
