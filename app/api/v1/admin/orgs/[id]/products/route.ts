import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { adminListProducts } from "@/lib/search/admin-list-products";

// GET /api/v1/admin/orgs/{id}/products – the platform operator reads one organisation's products
export const GET = route(
  { summary: "List an organisation's products", tag: "Platform administration", tiers: ["platform"], permission: "products:read", params: idParams, query: listProductsQuery },
  ({ params, query }) => adminListProducts(params.id, query),
);
export const OPTIONS = preflight;
