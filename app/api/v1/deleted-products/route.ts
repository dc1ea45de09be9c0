import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { listDeletedProducts } from "@/lib/history/deleted-products";

// GET /api/v1/deleted-products – products deleted in the last 30 days, restorable
export const GET = route({ summary: "List recently deleted products", tag: "History", permission: "products:read", query: paginationQuery }, ({ principal, query }) =>
  listDeletedProducts(principal, query),
);
export const OPTIONS = preflight;
