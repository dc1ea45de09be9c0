import { preflight, route } from "@/lib/http/route";
import { historyParams, historyQuery } from "@/lib/history/schemas";
import { readHistory } from "@/lib/history/read-history";

// GET /api/v1/products/{id}/history – the product's versions, newest first
export const GET = route({ summary: "List a product's versions", tag: "History", permission: "products:read", params: historyParams, query: historyQuery }, ({ principal, params, query }) =>
  readHistory(principal, params.id, query),
);
export const OPTIONS = preflight;
