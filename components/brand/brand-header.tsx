import type { PublishedPortal } from "@/lib/portals/public-portal";
import { DEFAULT_BRAND_COLOR, readableTextOn } from "@/lib/portals/contrast";

// The portal's banner in its brand colour, text picked for contrast.
export function BrandHeader({ portal, level }: { portal: PublishedPortal; level: "h1" | "p" }) {
  const brand = portal.primaryColor ?? DEFAULT_BRAND_COLOR;
  const Title = level;
  return (
    <header className="brand-header" style={{ background: brand, color: readableTextOn(brand) }}>
      {portal.logoUrl ? (
        // The logo is a redirect to the object store; next/image would proxy it through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img className="brand-logo" src={portal.logoUrl} alt={`${portal.supplierName} logo`} width={96} height={96} />
      ) : null}
      <div>
        <Title className="brand-title">
          <a href={`/brand/${portal.slug}`}>{portal.title}</a>
        </Title>
        <p>by {portal.supplierName}</p>
      </div>
    </header>
  );
}
