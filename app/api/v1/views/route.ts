import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createViewBody } from "@/lib/views/schemas";
import { createView } from "@/lib/views/create-view";
import { listViews } from "@/lib/views/read-views";

// GET /api/v1/views – the saved views the caller sees: shared ones and their own
export const GET = route({ summary: "List saved views", tag: "Search", permission: "products:read", query: paginationQuery }, ({ principal, query }) => listViews(principal, query));

// POST /api/v1/views – save a search, its columns and order, private or shared
export const POST = route({ summary: "Save a view", tag: "Search", permission: "products:read", body: createViewBody, status: 201 }, ({ principal, body }) => createView(principal, body));
export const OPTIONS = preflight;
