import { portalProductImageUrl } from "@/lib/portals/public-media";
import { mediaRedirect } from "@/lib/media/media-redirect";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";
import { isUuid } from "@/lib/portals/ids";

// GET /brand/{slug}/products/{productId}/image – no credential: the first
// image of a product the published portal shows, else 404.
export async function GET(req: Request, { params }: { params: Promise<{ slug: string; productId: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const { slug, productId } = await params;
  return mediaRedirect(isUuid(productId) ? await portalProductImageUrl(slug, productId) : null);
}
