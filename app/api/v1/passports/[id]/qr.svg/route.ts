import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { qrQuery } from "@/lib/passports/schemas";
import { passportQr } from "@/lib/passports/manage";

// GET /api/v1/passports/{id}/qr.svg?serial – the QR code of the passport's GS1 Digital Link URI
export const GET = route({ summary: "A passport's QR code (SVG)", tag: "Passports", permission: "products:read", params: idParams, query: qrQuery }, ({ principal, params, query }) =>
  passportQr(principal, params.id, "svg", query),
);
export const OPTIONS = preflight;
