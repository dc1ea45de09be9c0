import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { categoryBody } from "@/lib/catalog/schemas";
import { createCategory } from "@/lib/catalog/categories/create-category";
import { listCategories } from "@/lib/catalog/categories/read-categories";

// GET /api/v1/categories – the organisation's categories
export const GET = route({ summary: "List categories", tag: "Categories", permission: "products:read", query: paginationQuery }, ({ principal, query }) => listCategories(principal, query));

// POST /api/v1/categories – create a category
export const POST = route({ summary: "Create a category", tag: "Categories", permission: "products:write", body: categoryBody, status: 201 }, ({ principal, body }) =>
  createCategory(principal, body),
);
export const OPTIONS = preflight;
