import { db } from "../db/client";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { productScopeOf, scopeWhere } from "../catalog/access-scope";
import { drawProductSheet, newSheetDocument } from "./layout";
import { loadSheetProducts, sheetDictionary } from "./sheet-source";

export const SHEET_WORDS = { sku: "SKU", variants: "Variants", passport: "Product passport", more: (n: number) => `…and ${n} more, in the product's data.` };

// GET /products/{id}/sheet.pdf: readable by whoever may read the product
// (a buyer, its connected suppliers' active products), in the locale asked
// or the supplier's default.
export async function productSheetPdf(principal: Principal, id: string, locale: string | undefined): Promise<{ pdf: Uint8Array; sku: string }> {
  const scope = await productScopeOf(principal);
  const found = await db.product.findFirst({ where: { id, ...scopeWhere(scope) }, select: { id: true, organizationId: true, organization: { select: { defaultLocale: true } } } });
  if (!found) throw notFound("Product");
  return renderProductSheet(found.organizationId, found.id, locale ?? found.organization.defaultLocale);
}

export async function renderProductSheet(organizationId: string, productId: string, locale: string): Promise<{ pdf: Uint8Array; sku: string }> {
  const [product] = await loadSheetProducts(organizationId, [productId], locale, await sheetDictionary(organizationId), "product");
  if (!product) throw notFound("Product");
  const { doc, fonts } = await newSheetDocument(product.name);
  doc.setLanguage(locale);
  await drawProductSheet(doc, fonts, product, SHEET_WORDS);
  return { pdf: await doc.save(), sku: product.sku };
}
