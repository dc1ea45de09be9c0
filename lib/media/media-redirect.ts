import { DOWNLOAD_URL_SECONDS } from "../storage/presign";

// A redirect to a presigned URL, cached a little less than the URL lives so
// a browser never follows a stale one; a plain 404 otherwise.
export function mediaRedirect(url: string | null): Response {
  if (!url) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": `private, max-age=${Math.floor(DOWNLOAD_URL_SECONDS / 2)}` },
  });
}
