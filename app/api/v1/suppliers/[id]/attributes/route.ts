import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { paginationQuery } from "@/lib/core/pagination";
import { supplierAttributes } from "@/lib/catalog/attributes/supplier-attributes";

// GET /api/v1/suppliers/{id}/attributes – the labels of a supplier's attribute dictionary, for the readers of its catalogue
export const GET = route({ summary: "List a supplier's attribute labels", tag: "Connections", permission: "products:read", params: idParams, query: paginationQuery }, ({ principal, params, query }) =>
  supplierAttributes(principal, params.id, query),
);
export const OPTIONS = preflight;
