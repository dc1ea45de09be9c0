import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { qrQuery } from "@/lib/passports/schemas";
import { passportQr } from "@/lib/passports/manage";

// GET /api/v1/passports/{id}/qr.png?serial&size – the QR code as PNG, `size` pixels square
export const GET = route({ summary: "A passport's QR code (PNG)", tag: "Passports", permission: "products:read", params: idParams, query: qrQuery }, ({ principal, params, query }) =>
  passportQr(principal, params.id, "png", query),
);
export const OPTIONS = preflight;
