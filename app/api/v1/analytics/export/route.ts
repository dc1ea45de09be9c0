import { preflight, route } from "@/lib/http/route";
import { exportQuery } from "@/lib/analytics/schemas";
import { analyticsExport } from "@/lib/analytics/export";

// GET /api/v1/analytics/export?from&to&format=pdf|csv – the daily trend of a window of at most 366 days
export const GET = route({ summary: "Export the usage trend", tag: "Analytics", permission: "analytics:read", query: exportQuery }, ({ principal, query }) => analyticsExport(principal, query));
export const OPTIONS = preflight;
