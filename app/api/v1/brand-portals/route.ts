import { preflight, route } from "@/lib/http/route";
import { createBrandPortalBody, listBrandPortalsQuery } from "@/lib/portals/schemas";
import { listBrandPortals } from "@/lib/portals/read-portals";
import { createBrandPortal } from "@/lib/portals/write-portal";

// GET /api/v1/brand-portals – the organisation's brand portals
export const GET = route({ summary: "List brand portals", tag: "Brand portals", permission: "portals:read", query: listBrandPortalsQuery }, ({ principal, query }) => listBrandPortals(principal, query));

// POST /api/v1/brand-portals – create an unpublished portal (suppliers; slug taken → 409)
export const POST = route({ summary: "Create a brand portal", tag: "Brand portals", permission: "portals:write", body: createBrandPortalBody, status: 201 }, ({ principal, body }) =>
  createBrandPortal(principal, body),
);
export const OPTIONS = preflight;
