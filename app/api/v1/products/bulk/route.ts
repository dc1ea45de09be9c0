import { preflight, route } from "@/lib/http/route";
import { bulkUpsertBody } from "@/lib/catalog/schemas";
import { bulkUpsertProducts } from "@/lib/catalog/products/bulk-upsert";

// POST /api/v1/products/bulk – upsert up to 1,000 products by sku, with a result per record
export const POST = route({ summary: "Upsert products in bulk", tag: "Products", permission: "products:write", body: bulkUpsertBody }, ({ principal, body }) => bulkUpsertProducts(principal, body.items));
export const OPTIONS = preflight;
