import { portalProductImageUrl } from "@/lib/portals/public-media";
import { mediaRedirect } from "@/lib/media/media-redirect";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";
import { isUuid } from "@/lib/portals/ids";

// GET /brand/{slug}/products/{productId}/images/{assetId} – no credential:
// one image of a product the published portal shows, else 404.
export async function GET(req: Request, { params }: { params: Promise<{ slug: string; productId: string; assetId: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const { slug, productId, assetId } = await params;
  return mediaRedirect(isUuid(productId) && isUuid(assetId) ? await portalProductImageUrl(slug, productId, assetId) : null);
}
