import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { sheetQuery } from "@/lib/sheets/schemas";
import { productSheetPdf } from "@/lib/sheets/product-sheet";
import { pdfResponse } from "@/lib/sheets/pdf-response";

// GET /api/v1/products/{id}/sheet.pdf?locale – the product's sheet, one or two pages
export const GET = route({ summary: "A product's sheet as PDF", tag: "Share links and sheets", permission: "products:read", params: idParams, query: sheetQuery }, async ({ principal, params, query }) => {
  const { pdf, sku } = await productSheetPdf(principal, params.id, query.locale);
  return pdfResponse(pdf, `${sku}.pdf`);
});
export const OPTIONS = preflight;
