import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateChannelBody } from "@/lib/channels/schemas";
import { deleteChannel, getChannel, updateChannel } from "@/lib/channels/crud";

// GET /api/v1/channels/{id} – the channel with its readiness counts
export const GET = route({ summary: "Get a channel", tag: "Channels", permission: "channels:read", params: idParams }, ({ principal, params }) => getChannel(principal, params.id));

// PATCH /api/v1/channels/{id} – change it; unknown fields are 422
export const PATCH = route({ summary: "Change a channel", tag: "Channels", permission: "channels:write", params: idParams, body: updateChannelBody }, ({ principal, params, body }) =>
  updateChannel(principal, params.id, body),
);

// DELETE /api/v1/channels/{id}
export const DELETE = route({ summary: "Delete a channel", tag: "Channels", permission: "channels:write", params: idParams }, ({ principal, params }) => deleteChannel(principal, params.id));
export const OPTIONS = preflight;
