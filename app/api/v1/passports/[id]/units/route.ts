import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { registerUnitsBody } from "@/lib/passports/schemas";
import { registerUnits } from "@/lib/passports/manage";

// POST /api/v1/passports/{id}/units – register serialised items (1..1,000 a call); a taken serial is 409 in its result
export const POST = route({ summary: "Register passport units", tag: "Passports", permission: "products:write", params: idParams, body: registerUnitsBody }, ({ principal, params, body }) =>
  registerUnits(principal, params.id, body),
);
export const OPTIONS = preflight;
