import sharp from "sharp";
import QRCode from "qrcode";
import { appUrl } from "../config/app-url";
import { digitalLinkUri } from "../gs1/digital-link";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { readObject } from "../storage/objects";
import { displayValue, labelIn } from "../catalog/attributes/display";
import type { AttributeLabelDocument } from "../catalog/documents";

// What a sheet shows of a product, in one locale: its name and description
// (localized where written), its first image as a small JPEG, its attributes
// by group with labels, units and option labels, and a model's variants.
export type SheetRow = { label: string; value: string };
export type SheetProduct = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  image: Uint8Array | null;
  groups: { title: string; rows: SheetRow[] }[];
  variants: { axes: string[]; rows: { sku: string; values: string[] }[] } | null;
  // The QR code of the product's active passport (its Digital Link URI), as PNG.
  passportQr: Uint8Array | null;
};

type Dictionary = ReadonlyMap<string, AttributeLabelDocument & { group: string | null }>;

// An image as the sheet embeds it: the original is never embedded whole.
const IMAGE_PX = { product: 700, line: 240 } as const;
const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

export async function sheetDictionary(organizationId: string): Promise<Dictionary> {
  const rows = await db.attribute.findMany({ where: { ...ownedBy.organization(organizationId) }, select: { code: true, type: true, labels: true, unit: true, options: true, group: true } });
  return new Map(rows.map((r) => [r.code, r as unknown as AttributeLabelDocument & { group: string | null }]));
}

type Row = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  attributes: Record<string, unknown>;
  localized: Record<string, { name?: string; description?: string | null; attributes?: Record<string, unknown> }>;
  kind: string;
  variantAxes: string[] | null;
  imageKey: string | null;
};

// The products in the order asked, each read once; a model's variants come
// with it. Only the organisation's own rows: callers have checked access.
export async function loadSheetProducts(organizationId: string, ids: readonly string[], locale: string, dictionary: Dictionary, size: keyof typeof IMAGE_PX): Promise<SheetProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<Row[]>(tenantSql.organization(organizationId)`
    SELECT p.id, p.sku, p.name, p.description, p.attributes, p.localized, p.kind::text, f."variantAxes",
      (SELECT a."storageKey" FROM product_assets pa JOIN assets a ON a.id = pa."assetId" AND a."assetType" = 'image' AND a.status = 'ready'
       WHERE pa."productId" = p.id ORDER BY pa.position LIMIT 1) AS "imageKey"
    FROM products p LEFT JOIN families f ON f.id = p."familyId"
    WHERE p."organizationId" = ${TENANT}::uuid AND p.id = ANY(${ids as string[]}::uuid[])`);
  const models = rows.filter((r) => r.kind === "model").map((r) => r.id);
  const variants = models.length
    ? await db.$queryRaw<{ parentId: string; sku: string; attributes: Record<string, unknown> }[]>(tenantSql.organization(organizationId)`
        SELECT "parentId", sku, attributes FROM products
        WHERE "organizationId" = ${TENANT}::uuid AND "parentId" = ANY(${models}::uuid[]) AND status = 'active' ORDER BY sku`)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: SheetProduct[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    out.push({ ...(await sheetProductOf(row, variants.filter((v) => v.parentId === id), locale, dictionary, IMAGE_PX[size])), passportQr: size === "product" ? await passportQrOf(organizationId, id) : null });
  }
  return out;
}

// The newest passport version of the product, when it is active.
async function passportQrOf(organizationId: string, productId: string): Promise<Uint8Array | null> {
  const passport = await db.passport.findFirst({ where: { productId, ...ownedBy.organization(organizationId) }, orderBy: { version: "desc" }, select: { gtin: true, status: true } });
  if (!passport || passport.status !== "active") return null;
  return QRCode.toBuffer(digitalLinkUri(appUrl(""), { gtin: passport.gtin, lot: null, serial: null }), { type: "png", errorCorrectionLevel: "M", margin: 2, width: 240 });
}

async function sheetProductOf(row: Row, variants: { sku: string; attributes: Record<string, unknown> }[], locale: string, dictionary: Dictionary, px: number): Promise<Omit<SheetProduct, "passportQr">> {
  const local = row.localized?.[locale] ?? {};
  const values = { ...row.attributes, ...(local.attributes ?? {}) };
  const axes = row.kind === "model" ? (row.variantAxes ?? []) : [];
  const groups = new Map<string, SheetRow[]>();
  for (const [code, raw] of Object.entries(values)) {
    if (axes.includes(code)) continue;
    const attribute = dictionary.get(code);
    const value = displayValue(attribute, raw, locale);
    if (value === null) continue;
    const title = attribute?.group ?? "";
    groups.set(title, [...(groups.get(title) ?? []), { label: labelIn(attribute?.labels, locale, code), value }]);
  }
  const byLabel = (a: SheetRow, b: SheetRow) => a.label.localeCompare(b.label, locale);
  return {
    id: row.id,
    sku: row.sku,
    name: local.name || row.name,
    description: local.description ?? row.description,
    image: row.imageKey ? await jpegOf(row.imageKey, px) : null,
    groups: [...groups.entries()]
      .sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b, locale)))
      .map(([title, rows]) => ({ title: title || "Other attributes", rows: rows.sort(byLabel) })),
    variants:
      row.kind === "model"
        ? {
            axes: axes.map((code) => labelIn(dictionary.get(code)?.labels, locale, code)),
            rows: variants.map((v) => ({ sku: v.sku, values: axes.map((code) => displayValue(dictionary.get(code), v.attributes[code], locale) ?? "") })),
          }
        : null,
  };
}

// The first image, fitted into a square of `px` and written as JPEG (which
// every PDF reader shows); an image sharp cannot read is left out.
async function jpegOf(key: string, px: number): Promise<Uint8Array | null> {
  const bytes = await readObject(key, MAX_IMAGE_BYTES);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 100_000_000 }).rotate().resize(px, px, { fit: "inside", withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}
