import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { publishPassportBody } from "@/lib/passports/schemas";
import { publishPassport } from "@/lib/passports/publish";
import { listProductPassports } from "@/lib/passports/manage";

// GET /api/v1/products/{id}/passports – every published version, newest first
export const GET = route({ summary: "List a product's passports", tag: "Passports", permission: "products:read", params: idParams }, ({ principal, params }) => listProductPassports(principal, params.id));
// POST /api/v1/products/{id}/passports – publish a new, immutable version from the product's values
export const POST = route({ summary: "Publish a passport", tag: "Passports", permission: "products:write", params: idParams, body: publishPassportBody, status: 201 }, ({ principal, params, body }) =>
  publishPassport(principal, params.id, body.templateCode),
);
export const OPTIONS = preflight;
