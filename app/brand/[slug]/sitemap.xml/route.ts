import { findPublishedPortal } from "@/lib/portals/public-portal";
import { portalSitemap } from "@/lib/portals/sitemap";
import { publicRefusalResponse, spendPublicRead } from "@/lib/http/public-limit";

// GET /brand/{slug}/sitemap.xml – the published portal's pages for search engines (no credential)
export async function GET(req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const portal = await findPublishedPortal((await params).slug);
  if (!portal) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(await portalSitemap(portal), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
