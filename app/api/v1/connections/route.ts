import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { listConnections } from "@/lib/connections/list-connections";

// GET /api/v1/connections – the caller's connections, either side
export const GET = route({ summary: "List connections", tag: "Connections", permission: "connections:read", query: paginationQuery }, ({ principal, query }) =>
  listConnections(principal, query),
);
export const OPTIONS = preflight;
