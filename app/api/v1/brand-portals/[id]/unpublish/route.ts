import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { publishBody } from "@/lib/portals/schemas";
import { unpublishBrandPortal } from "@/lib/portals/publish";

// POST /api/v1/brand-portals/{id}/unpublish – take /brand/{slug} down (idempotent)
export const POST = route({ summary: "Unpublish a brand portal", tag: "Brand portals", permission: "portals:write", params: idParams, body: publishBody }, ({ principal, params }) =>
  unpublishBrandPortal(principal, params.id),
);
export const OPTIONS = preflight;
