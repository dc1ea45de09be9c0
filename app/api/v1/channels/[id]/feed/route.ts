import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { feedLink } from "@/lib/channels/feed/feed-link";

// GET /api/v1/channels/{id}/feed – a short-lived link to a feed channel's file
export const GET = route({ summary: "Get a feed link", tag: "Channels", permission: "channels:read", params: idParams }, ({ principal, params }) => feedLink(principal, params.id));
export const OPTIONS = preflight;
