import { preflight, route } from "@/lib/http/route";
import { createProductBody } from "@/lib/catalog/schemas";
import { productListQuery } from "@/lib/search/schemas";
import { createProduct } from "@/lib/catalog/products/create-product";
import { listProducts } from "@/lib/search/list-products";

// GET /api/v1/products – products in the caller's access scope, keyset-paged, filtered and ordered as a search; total only with withTotal=true
export const GET = route({ summary: "List products", tag: "Products", permission: "products:read", query: productListQuery }, ({ principal, query }) =>
  listProducts(principal, query),
);

// POST /api/v1/products – create a product
export const POST = route({ summary: "Create a product", tag: "Products", permission: "products:write", body: createProductBody, status: 201 }, ({ principal, body }) => createProduct(principal, body));
export const OPTIONS = preflight;
