// The brand-portal view as the API answers it, type-only so the portals can
// import it; serializePortal returns this type.
import type { Branding, ProductFilter } from "./stored-shape";

export type BrandPortalDocument = {
  id: string;
  slug: string;
  title: string;
  branding: Branding;
  productFilter: ProductFilter;
  published: boolean;
  publishedAt: string | null;
  publicUrl: string;
  // Null when no logo is set or the logo is not an image of this organisation.
  logoUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
