import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateShareLinkBody } from "@/lib/share-links/schemas";
import { getShareLink, revokeShareLink, updateShareLink } from "@/lib/share-links/crud";

export const GET = route({ summary: "Get a share link", tag: "Share links and sheets", permission: "portals:read", params: idParams }, ({ principal, params }) => getShareLink(principal, params.id));
export const PATCH = route({ summary: "Change a share link", tag: "Share links and sheets", permission: "portals:write", params: idParams, body: updateShareLinkBody }, ({ principal, params, body }) =>
  updateShareLink(principal, params.id, body),
);
// DELETE revokes at once: the link's token then answers 410.
export const DELETE = route({ summary: "Revoke a share link", tag: "Share links and sheets", permission: "portals:write", params: idParams }, ({ principal, params }) =>
  revokeShareLink(principal, params.id),
);
export const OPTIONS = preflight;
