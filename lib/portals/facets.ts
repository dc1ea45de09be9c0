import { z } from "zod";

// The filters a visitor may narrow a public portal by, as the brand chose
// them (docs/api.md, "Brand portals"). Tags are often a supplier's working
// labels ("q3-review", "clearance"), so they stay private unless added.
// Browser-safe: the portal editor offers the same list.
export const PUBLIC_FACETS = ["category", "tags"] as const;
export type PublicFacet = (typeof PUBLIC_FACETS)[number];
export const DEFAULT_PUBLIC_FACETS: readonly PublicFacet[] = ["category"];

export const publicFacetsSchema = z
  .array(z.enum(PUBLIC_FACETS))
  .max(PUBLIC_FACETS.length * 2)
  .transform((facets) => PUBLIC_FACETS.filter((f) => facets.includes(f)))
  .describe("The filters visitors of the public portal may use, in a fixed order; an empty list shows the search box alone. Default: category.");

// A stored list read back defensively: unknown values are dropped.
export const publicFacetsOf = (stored: readonly string[] | null | undefined): PublicFacet[] =>
  PUBLIC_FACETS.filter((f) => (stored ?? DEFAULT_PUBLIC_FACETS).includes(f));
