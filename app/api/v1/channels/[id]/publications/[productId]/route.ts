import { preflight, route } from "@/lib/http/route";
import { publicationParams } from "@/lib/channels/schemas";
import { getPublication } from "@/lib/channels/publication-detail";

// GET /api/v1/channels/{id}/publications/{productId} – one publication, with the record it last delivered
export const GET = route({ summary: "Get a publication and what it delivered", tag: "Channels", permission: "channels:read", params: publicationParams }, ({ principal, params }) =>
  getPublication(principal, params.id, params.productId),
);
export const OPTIONS = preflight;
