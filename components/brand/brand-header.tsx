import type { ReactNode } from "react";
import type { PublishedPortal } from "@/lib/portals/public-portal";
import { DEFAULT_BRAND_COLOR, readableTextOn } from "@/lib/portals/contrast";
import { IMAGE_SLOTS, responsiveImage } from "@/lib/media/image-widths";
import { portalHref, type PortalLink } from "./paths";

// The portal's banner in its brand colour, text picked for contrast; the
// language switch (children) sits at its end.
export function BrandHeader({ portal, level, link, children }: { portal: PublishedPortal; level: "h1" | "p"; link: PortalLink; children?: ReactNode }) {
  const brand = portal.primaryColor ?? DEFAULT_BRAND_COLOR;
  const Title = level;
  return (
    <header className="brand-header" style={{ background: brand, color: readableTextOn(brand) }}>
      {portal.logoUrl ? (
        // The logo is a redirect to the object store; next/image would proxy it through the server.
        // eslint-disable-next-line @next/next/no-img-element
        <img className="brand-logo" {...responsiveImage(portal.logoUrl, IMAGE_SLOTS.logo.widths, IMAGE_SLOTS.logo.sizes)} alt={`${portal.supplierName} logo`} width={64} height={64} />
      ) : null}
      <div>
        <Title className="brand-title">
          <a href={portalHref(link)}>{portal.title}</a>
        </Title>
        <p>by {portal.supplierName}</p>
      </div>
      {children}
    </header>
  );
}
