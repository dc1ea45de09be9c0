import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { listMembers } from "@/lib/members/list-members";

// GET /api/v1/members – the organisation's members and their roles
export const GET = route({ summary: "List members", tag: "Organisation and members", query: paginationQuery, bearerOnly: true }, ({ principal, query }) => listMembers(principal, query));
export const OPTIONS = preflight;
