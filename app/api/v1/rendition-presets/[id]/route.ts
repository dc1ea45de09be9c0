import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updatePresetBody } from "@/lib/renditions/schemas";
import { getPreset } from "@/lib/renditions/read-presets";
import { updatePreset } from "@/lib/renditions/update-preset";

// GET /api/v1/rendition-presets/{id} – one preset
export const GET = route({ summary: "Get a rendition preset", tag: "Renditions", permission: "assets:read", params: idParams }, ({ principal, params }) => getPreset(principal, params.id));

// PATCH /api/v1/rendition-presets/{id} – edit; new ops make renditions stale and re-render up to 10 inline → {enqueued, hasMore}
export const PATCH = route({ summary: "Change a rendition preset", tag: "Renditions", permission: "assets:write", params: idParams, body: updatePresetBody }, ({ principal, params, body }) =>
  updatePreset(principal, params.id, body),
);
export const OPTIONS = preflight;
