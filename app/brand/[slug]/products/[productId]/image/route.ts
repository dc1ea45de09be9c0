import { portalProductImageUrl } from "@/lib/portals/public-media";
import { mediaRedirect } from "@/lib/media/media-redirect";

// GET /brand/{slug}/products/{productId}/image – no credential: the first
// image of a product the published portal shows, else 404.
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string; productId: string }> }) {
  const { slug, productId } = await params;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId);
  return mediaRedirect(isUuid ? await portalProductImageUrl(slug, productId) : null);
}
