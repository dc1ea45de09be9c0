import { appUrl } from "../config/app-url";
import { resolveDigitalLink } from "../passports/resolve";
import { passportJsonLd, passportLinkset, passportPage, readerLocale } from "../passports/page/answers";
import type { PassportContent } from "../passports/documents";
import { publicRefusalResponse, spendPublicRead } from "./public-limit";

// The GS1 Digital Link resolver's HTTP answers (docs/api.md, "Product
// passports"): content negotiation on Accept (JSON-LD, a linkset with
// ?linkType=all, else HTML), 303/404/410 as the path resolves, rate limited
// per address like the brand portals. Answers vary with Accept; a page with
// restricted fields is never cached.
export async function resolverResponse(req: Request, segments: readonly string[]): Promise<Response> {
  const refusal = await spendPublicRead(req.headers);
  if (refusal) return publicRefusalResponse(refusal);
  const url = new URL(req.url);
  const access = url.searchParams.get("access");
  const resolution = await resolveDigitalLink(segments, access);
  const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", Vary: "Accept" } });
  if (resolution.kind === "notFound") return text(404, "No passport for this identifier.");
  if (resolution.kind === "gone") return text(410, "This product passport was withdrawn.");
  if (resolution.kind === "redirect") return new Response(null, { status: 303, headers: { Location: resolution.location, Vary: "Accept" } });
  const view = { ...resolution, base: appUrl("") };
  const content = resolution.passport.content as PassportContent;
  const locale = readerLocale(content, url.searchParams.get("lang"), req.headers.get("accept-language"));
  const accept = req.headers.get("accept") ?? "";
  const cache = { Vary: "Accept, Accept-Language", "Cache-Control": resolution.restricted ? "private, no-store" : "public, max-age=60" };
  if (url.searchParams.get("linkType") === "all" || accept.includes("application/linkset+json")) {
    return new Response(JSON.stringify(passportLinkset(view)), { headers: { ...cache, "Content-Type": "application/linkset+json" } });
  }
  if (accept.includes("application/ld+json") || (accept.includes("application/json") && !accept.includes("text/html"))) {
    return new Response(JSON.stringify(passportJsonLd(view, locale)), { headers: { ...cache, "Content-Type": "application/ld+json" } });
  }
  return new Response(passportPage(view, locale), { headers: { ...cache, "Content-Type": "text/html; charset=utf-8", "Content-Language": locale } });
}
