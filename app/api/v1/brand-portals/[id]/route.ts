import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateBrandPortalBody } from "@/lib/portals/schemas";
import { getBrandPortal } from "@/lib/portals/read-portals";
import { updateBrandPortal } from "@/lib/portals/write-portal";

// GET /api/v1/brand-portals/{id} – one portal
export const GET = route({ summary: "Get a brand portal", tag: "Brand portals", permission: "portals:read", params: idParams }, ({ principal, params }) => getBrandPortal(principal, params.id));

// PATCH /api/v1/brand-portals/{id} – change it; branding and productFilter merge one level deep
export const PATCH = route({ summary: "Change a brand portal", tag: "Brand portals", permission: "portals:write", params: idParams, body: updateBrandPortalBody }, ({ principal, params, body }) =>
  updateBrandPortal(principal, params.id, body),
);
export const OPTIONS = preflight;
