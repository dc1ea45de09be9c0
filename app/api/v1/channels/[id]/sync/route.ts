import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { startSync } from "@/lib/channels/sync";

// POST /api/v1/channels/{id}/sync – deliver every product in scope, in the background
export const POST = route({ summary: "Sync a channel", tag: "Channels", permission: "channels:write", params: idParams, status: 202 }, ({ principal, params }) =>
  startSync(principal, params.id),
);
export const OPTIONS = preflight;
