import { mediaLinkImage, mediaLinkTarget } from "@/lib/media/media-link-target";
import { mediaRedirect } from "@/lib/media/media-redirect";
import { imageAskOf, imageRedirect } from "@/lib/media/serve-image";

// GET /media/{token}?w= – no credential: a product image (or one of its
// renditions) linked from a channel's records or a catalogue card, as a
// redirect to a short-lived store URL; with ?w= one of the fixed widths,
// WebP when accepted. 404 for a token the service did not mint, an expired
// one, another width, or media that is gone (docs/syndication.md, "Media links").
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const ask = imageAskOf(req);
  return ask.width === null ? mediaRedirect(await mediaLinkTarget(token)) : imageRedirect(await mediaLinkImage(token), ask);
}
