import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { previewBody } from "@/lib/channels/schemas";
import { previewChannel } from "@/lib/channels/preview";

// POST /api/v1/channels/{id}/preview – evaluate the map on chosen products without delivering
export const POST = route({ summary: "Preview a channel's output", tag: "Channels", permission: "channels:read", params: idParams, body: previewBody }, ({ principal, params, body }) =>
  previewChannel(principal, params.id, body.productIds),
);
export const OPTIONS = preflight;
