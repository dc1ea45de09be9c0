import { preflight, route } from "@/lib/http/route";
import { createPresetBody, listPresetsQuery } from "@/lib/renditions/schemas";
import { createPreset } from "@/lib/renditions/create-preset";
import { listPresets } from "@/lib/renditions/read-presets";

// GET /api/v1/rendition-presets – the organisation's presets, keyset-paged
export const GET = route({ summary: "List rendition presets", tag: "Renditions", permission: "assets:read", query: listPresetsQuery }, ({ principal, query }) => listPresets(principal, query));

// POST /api/v1/rendition-presets – create a preset
export const POST = route({ summary: "Create a rendition preset", tag: "Renditions", permission: "assets:write", body: createPresetBody, status: 201 }, ({ principal, body }) =>
  createPreset(principal, body),
);
export const OPTIONS = preflight;
