import { preflight, route } from "@/lib/http/route";
import { listNotificationsQuery } from "@/lib/notifications/schemas";
import { asUser } from "@/lib/notifications/principal";
import { listNotifications } from "@/lib/notifications/read-notifications";

// GET /api/v1/notifications – the caller's notifications, newest first
export const GET = route({ summary: "List notifications", tag: "Notifications", bearerOnly: true, query: listNotificationsQuery }, ({ principal, query }) =>
  listNotifications(asUser(principal), query),
);
export const OPTIONS = preflight;
