import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { explainCompleteness } from "@/lib/quality/explain-completeness";

// GET /api/v1/products/{id}/completeness – what is missing per locale and per channel (suppliers)
export const GET = route({ summary: "Explain a product's completeness", tag: "Products", permission: "products:read", params: idParams }, ({ principal, params }) => explainCompleteness(principal, params.id));
export const OPTIONS = preflight;
