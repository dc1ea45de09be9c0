import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { updateProductBody } from "@/lib/catalog/schemas";
import { getProduct } from "@/lib/catalog/products/get-product";
import { updateProduct } from "@/lib/catalog/products/update-product";
import { deleteProduct } from "@/lib/catalog/products/delete-product";
import { asOfQuery } from "@/lib/history/schemas";
import { productAsOf } from "@/lib/history/as-of";

// GET /api/v1/products/{id} – one product in the caller's access scope
// ?asOf= – its owner's product as it stood at that instant (lib/history)
export const GET = route({ summary: "Get a product", tag: "Products", permission: "products:read", params: idParams, query: asOfQuery }, ({ principal, params, query }) =>
  query.asOf ? productAsOf(principal, params.id, query.asOf) : getProduct(principal, params.id),
);

// PATCH /api/v1/products/{id} – update; attributes and localized are merge patches
export const PATCH = route({ summary: "Update a product", tag: "Products", permission: "products:write", params: idParams, body: updateProductBody }, ({ principal, params, body }) =>
  updateProduct(principal, params.id, body),
);

// DELETE /api/v1/products/{id} – delete
export const DELETE = route({ summary: "Delete a product", tag: "Products", permission: "products:write", params: idParams }, ({ principal, params }) =>
  deleteProduct(principal, params.id),
);
export const OPTIONS = preflight;
