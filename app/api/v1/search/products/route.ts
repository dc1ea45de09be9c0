import { preflight, route } from "@/lib/http/route";
import { searchProductsQuery } from "@/lib/search/schemas";
import { searchProducts } from "@/lib/search/search-products";

// GET /api/v1/search/products – full-text and filtered search with facets, inside the caller's access scope
export const GET = route({ summary: "Search products", tag: "Search", permission: "products:read", query: searchProductsQuery }, ({ principal, query }) =>
  searchProducts(principal, query),
);
export const OPTIONS = preflight;
