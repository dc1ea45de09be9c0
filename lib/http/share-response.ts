import { Readable } from "node:stream";
import type { ShareLink } from "../db/generated/client";
import { publicRefusalResponse, spendPublicRead } from "./public-limit";
import { countOpen, openShareLink } from "../share-links/open-link";
import { gonePage } from "../share-links/page/share-page";

// Every answer under /s/{token}: rate limited per address like the brand
// portals; 404 for a token never made, 410 for a revoked or expired link
// (nothing of what it held), 401 while locked. `locked` answers the page's
// password form; files ask for HTTP Basic.
type Handler = (link: ShareLink) => Promise<Response>;

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

export async function shareResponse(req: Request, token: string, handler: Handler, locked: (link: ShareLink) => Response): Promise<Response> {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const opened = await openShareLink(token, req.headers);
  if (opened.kind === "missing") return new Response("Not found.", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  if (opened.kind === "gone") return new Response(gonePage(), { status: 410, headers: { ...PRIVATE, "Content-Type": "text/html; charset=utf-8" } });
  if (opened.locked) return locked(opened.link);
  const res = await handler(opened.link);
  for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
  return res;
}

export function fileLocked(): Response {
  return new Response("This selection is protected: give its password (HTTP Basic, any user name) or open the link's page.", {
    status: 401,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": 'Basic realm="Shared products", charset="UTF-8"' },
  });
}

// A file of the link, counted as a download, streamed as it is produced.
export async function shareFile(link: ShareLink, body: Readable, contentType: string, filename: string): Promise<Response> {
  await countOpen(link, "download");
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename}"` },
  });
}
