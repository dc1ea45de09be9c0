import { portalProductImage } from "@/lib/portals/public-media";
import { imageAskOf, imageRedirect } from "@/lib/media/serve-image";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";
import { isUuid } from "@/lib/portals/ids";

// GET /brand/{slug}/products/{productId}/images/{assetId}?w= – no credential:
// one image of a product the published portal shows (at one of the fixed
// widths, WebP when accepted, with ?w=), else 404.
export async function GET(req: Request, { params }: { params: Promise<{ slug: string; productId: string; assetId: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const { slug, productId, assetId } = await params;
  return imageRedirect(isUuid(productId) && isUuid(assetId) ? await portalProductImage(slug, productId, assetId) : null, imageAskOf(req));
}
