import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { reprocessPreset } from "@/lib/renditions/reprocess-preset";

// POST /api/v1/rendition-presets/{id}/reprocess – queue up to 100 stale renditions → 202 {enqueued, hasMore}
export const POST = route({ summary: "Re-render stale renditions", tag: "Renditions", permission: "assets:write", params: idParams, status: 202 }, ({ principal, params }) =>
  reprocessPreset(principal, params.id),
);
export const OPTIONS = preflight;
