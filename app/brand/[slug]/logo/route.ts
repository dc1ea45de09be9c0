import { portalLogo } from "@/lib/portals/public-media";
import { imageAskOf, imageRedirect } from "@/lib/media/serve-image";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";

// GET /brand/{slug}/logo?w= – no credential: a redirect to a short-lived
// store URL when the published portal's logo is an image of its
// organisation (at one of the fixed widths, WebP when accepted, with ?w=), else 404.
export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const { slug } = await params;
  return imageRedirect(await portalLogo(slug), imageAskOf(req));
}
