import { portalLogoUrl } from "@/lib/portals/public-media";
import { mediaRedirect } from "@/lib/media/media-redirect";

// GET /brand/{slug}/logo – no credential: a redirect to a short-lived store
// URL when the published portal's logo is an image of its organisation, else 404.
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return mediaRedirect(await portalLogoUrl(slug));
}
