import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { asUser } from "@/lib/notifications/principal";
import { markNotificationRead } from "@/lib/notifications/read-notifications";

// POST /api/v1/notifications/{id}/read – mark one of the caller's notifications read
export const POST = route({ summary: "Mark a notification read", tag: "Notifications", bearerOnly: true, params: idParams }, ({ principal, params }) =>
  markNotificationRead(asUser(principal), params.id),
);
export const OPTIONS = preflight;
