import { createHash } from "node:crypto";
import { db, type Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { conflict, notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { displayValue } from "../catalog/attributes/display";
import type { AttributeLabelDocument } from "../catalog/documents";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { gtin14 } from "../gs1/gtin";
import { templateFor } from "./templates/read-templates";
import type { PassportField, PassportTemplateDocument } from "./templates/template";
import type { PassportContent } from "./documents";
import { serializePassport } from "./serialize";

type ProductRow = { id: string; sku: string; name: string; description: string | null; attributes: Record<string, unknown>; localized: Record<string, { name?: string; description?: string | null; attributes?: Record<string, unknown> }> };

// POST /products/{id}/passports: a new version frozen from the product's
// current values, every required field filled and a GTIN present, or 422
// naming each empty field. Versions count up per product, under the
// product's row lock, so two publications never share a number.
export async function publishPassport(principal: Principal, productId: string, templateCode: string) {
  assertSupplier(principal, "catalog");
  return db.$transaction(async (tx) => {
    const [product] = await tx.$queryRaw<ProductRow[]>(tenantSql(principal)`
      SELECT id, sku, name, description, attributes, localized FROM products WHERE id = ${productId}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
    if (!product) throw notFound("Product");
    const template = await templateFor(tx, principal.organizationId, templateCode);
    if (!template) throw validationFailed([{ path: "templateCode", message: `No passport template ${templateCode}: see GET /api/v1/passport-templates.` }]);
    const org = await tx.organization.findFirstOrThrow({ where: { id: principal.organizationId, ...ownedBy.anyOrganization() }, select: { defaultLocale: true, enabledLocales: true } });
    const dictionary = await dictionaryOf(tx, principal.organizationId);
    const gtin = gtinOf(product, dictionary);
    const locales = [org.defaultLocale, ...org.enabledLocales.filter((l) => l !== org.defaultLocale)];
    const { content, missing } = contentOf(template, product, dictionary, locales, org.defaultLocale);
    const problems = [...(gtin ? [] : [{ path: "gtin", message: "The product has no value of an attribute of type gtin." }]), ...missing.map((f) => ({ path: `fields.${f.key}`, message: `${f.label} is empty (${f.source}).` }))];
    if (problems.length) throw validationFailed(problems, "The passport cannot be published yet.");
    // A GTIN's passports are one organisation's: the first to publish it.
    // Another's publication would take over what its carriers resolve to.
    const claimed = await tx.$queryRaw<unknown[]>(tenantSql(principal)`SELECT 1 FROM passports WHERE gtin = ${gtin} AND "organizationId" <> ${TENANT}::uuid LIMIT 1`);
    if (claimed.length) throw conflict("Another organisation publishes the passports of this GTIN.");
    const [numbered] = await tx.$queryRaw<{ next: number }[]>(tenantSql(principal)`
      SELECT COALESCE(max(version), 0) + 1 AS next FROM passports WHERE "productId" = ${productId}::uuid AND "organizationId" = ${TENANT}::uuid`);
    const row = await tx.passport.create({
      data: { ...ownedBy(principal), productId, templateCode: template.code, version: Number(numbered!.next), gtin: gtin!, content, checksum: checksumOf(content) },
    });
    return serializePassport(row);
  });
}

// Canonical JSON: the content is built in a fixed order, so the same
// content always hashes the same.
export function checksumOf(content: PassportContent): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

async function dictionaryOf(tx: Tx, organizationId: string): Promise<Map<string, AttributeLabelDocument>> {
  const rows = await tx.attribute.findMany({ where: { ...ownedBy.organization(organizationId) }, select: { code: true, type: true, labels: true, unit: true, options: true }, orderBy: { code: "asc" } });
  return new Map(rows.map((r) => [r.code, r as unknown as AttributeLabelDocument]));
}

// The first gtin attribute, by code, that holds a value.
function gtinOf(product: ProductRow, dictionary: Map<string, AttributeLabelDocument>): string | null {
  for (const [code, def] of dictionary) {
    const value = product.attributes?.[code];
    if (def.type === "gtin" && typeof value === "string" && value !== "") return gtin14(value);
  }
  return null;
}

export function contentOf(template: PassportTemplateDocument, product: ProductRow, dictionary: Map<string, AttributeLabelDocument>, locales: string[], defaultLocale: string) {
  const missing: PassportField[] = [];
  const text = (source: "name" | "description") =>
    Object.fromEntries(locales.flatMap((locale) => {
      const value = valueOf({ source }, product, dictionary, locale);
      return value ? [[locale, value]] : [];
    }));
  const content: PassportContent = {
    template: { code: template.code, name: template.name },
    locales,
    defaultLocale,
    product: { sku: product.sku, name: text("name"), description: text("description") },
    sections: template.sections.map((section) => ({
      title: section.title,
      fields: section.fields.map((f) => {
        const values: Record<string, string> = {};
        for (const locale of locales) {
          const value = valueOf(f, product, dictionary, locale);
          if (value !== null && value !== "") values[locale] = value;
        }
        if (f.required && !values[defaultLocale]) missing.push(f as PassportField);
        return { key: f.key, label: f.label, access: f.access, values };
      }),
    })),
  };
  return { content, missing };
}

function valueOf(f: { source: string; value?: string }, product: ProductRow, dictionary: Map<string, AttributeLabelDocument>, locale: string): string | null {
  const local = product.localized?.[locale];
  switch (f.source) {
    case "name":
      return local?.name || product.name;
    case "description":
      return local?.description || product.description;
    case "sku":
      return product.sku;
    case "constant":
      return f.value ?? null;
  }
  const code = f.source.slice("attributes.".length);
  const raw = local?.attributes?.[code] ?? product.attributes?.[code];
  return displayValue(dictionary.get(code), raw, locale);
}
