import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { listAuditEvents } from "@/lib/audit/list-audit-events";

// GET /api/v1/audit-events – the organisation's audit trail, newest first (owners and admins)
export const GET = route({ summary: "List audit events", tag: "Audit", permission: "audit:read", bearerOnly: true, query: paginationQuery }, ({ principal, query }) =>
  listAuditEvents(principal, query),
);
export const OPTIONS = preflight;
