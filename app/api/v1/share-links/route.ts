import { preflight, route } from "@/lib/http/route";
import { createShareLinkBody, listShareLinksQuery } from "@/lib/share-links/schemas";
import { createShareLink, listShareLinks } from "@/lib/share-links/crud";

// GET /api/v1/share-links – the organisation's live share links, oldest first
export const GET = route({ summary: "List share links", tag: "Share links and sheets", permission: "portals:read", query: listShareLinksQuery }, ({ principal, query }) => listShareLinks(principal, query));
// POST /api/v1/share-links – share products (ids or a filter) with people who have no account
export const POST = route({ summary: "Create a share link", tag: "Share links and sheets", permission: "portals:write", body: createShareLinkBody, status: 201 }, ({ principal, body }) =>
  createShareLink(principal, body),
);
export const OPTIONS = preflight;
