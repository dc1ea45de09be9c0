import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { accessLinkBody } from "@/lib/passports/schemas";
import { createAccessLink } from "@/lib/passports/manage";

// POST /api/v1/passports/{id}/access-links – a signed, expiring link that shows the restricted fields
export const POST = route({ summary: "Create a passport access link", tag: "Passports", permission: "products:write", params: idParams, body: accessLinkBody, status: 201 }, ({ principal, params, body }) =>
  createAccessLink(principal, params.id, body.expiresInSeconds),
);
export const OPTIONS = preflight;
