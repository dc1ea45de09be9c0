import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createChannelBody } from "@/lib/channels/schemas";
import { createChannel, listChannels } from "@/lib/channels/crud";

// GET /api/v1/channels – the organisation's channels
export const GET = route({ summary: "List channels", tag: "Channels", permission: "channels:read", query: paginationQuery }, ({ principal, query }) => listChannels(principal, query));

// POST /api/v1/channels – create a channel; unknown fields (transformRules too) are 422
export const POST = route({ summary: "Create a channel", tag: "Channels", permission: "channels:write", body: createChannelBody, status: 201 }, ({ principal, body }) => createChannel(principal, body));
export const OPTIONS = preflight;
