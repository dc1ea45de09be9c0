import { preflight, route } from "@/lib/http/route";
import { listChannelTemplates } from "@/lib/channels/templates/list-templates";

// GET /api/v1/channel-templates – the retailer templates a channel can be created from (any valid credential)
export const GET = route({ summary: "List channel templates", tag: "Channels" }, () => listChannelTemplates());
export const OPTIONS = preflight;
