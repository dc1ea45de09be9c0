import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { withdrawPassport } from "@/lib/passports/manage";

// POST /api/v1/passports/{id}/withdraw – the version answers 410 on the resolver from now on
export const POST = route({ summary: "Withdraw a passport", tag: "Passports", permission: "products:write", params: idParams }, ({ principal, params }) => withdrawPassport(principal, params.id));
export const OPTIONS = preflight;
