import { preflight, route } from "@/lib/http/route";
import { preferencesPatch } from "@/lib/notifications/schemas";
import { asUser } from "@/lib/notifications/principal";
import { getPreferences, updatePreferences } from "@/lib/notifications/preferences";

// GET /api/v1/notifications/preferences – the caller's notification preferences
export const GET = route({ summary: "Get notification preferences", tag: "Notifications", bearerOnly: true }, ({ principal }) => getPreferences(asUser(principal)));

// PATCH /api/v1/notifications/preferences – switch billing notices on or off (plan-limit stays on)
export const PATCH = route({ summary: "Change notification preferences", tag: "Notifications", bearerOnly: true, body: preferencesPatch }, ({ principal, body }) =>
  updatePreferences(asUser(principal), body),
);
export const OPTIONS = preflight;
