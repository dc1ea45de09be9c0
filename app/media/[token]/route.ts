import { mediaLinkTarget } from "@/lib/media/media-link-target";
import { mediaRedirect } from "@/lib/media/media-redirect";

// GET /media/{token} – no credential: a product image (or one of its
// renditions) linked from a channel's records, as a redirect to a
// short-lived store URL; 404 for a token the service did not mint or media
// that is gone (docs/syndication.md, "Media links").
export async function GET(_req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return mediaRedirect(await mediaLinkTarget(token));
}
