import { preflight, route } from "@/lib/http/route";
import { settingsBody } from "@/lib/catalog/schemas";
import { getSettings, updateSettings } from "@/lib/orgs/settings";

// GET /api/v1/organization/settings – default and enabled locales
export const GET = route({ summary: "Get the locale settings", tag: "Organisation and members" }, ({ principal }) => getSettings(principal));

// PATCH /api/v1/organization/settings – change locales (owner or admin)
export const PATCH = route({ summary: "Change the locale settings", tag: "Organisation and members", permission: "settings:write", body: settingsBody }, ({ principal, body, requestId }) =>
  updateSettings(principal, body, requestId),
);
export const OPTIONS = preflight;
