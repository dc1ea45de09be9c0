import { portalLogoUrl } from "@/lib/portals/public-media";
import { mediaRedirect } from "@/lib/media/media-redirect";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";

// GET /brand/{slug}/logo – no credential: a redirect to a short-lived store
// URL when the published portal's logo is an image of its organisation, else 404.
export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const { slug } = await params;
  return mediaRedirect(await portalLogoUrl(slug));
}
