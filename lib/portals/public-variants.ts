import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { displayValue, labelIn } from "../catalog/attributes/display";
import type { AttributeLabelDocument, AttributeOption } from "../catalog/documents";
import { inLocale } from "./locale";
import { portalProductsWhere } from "./product-filter";
import type { PublishedPortal } from "./public-portal";
import { variantPicker, type PickerAxis } from "./variant-picker";

// At most this many variants in a picker; a model holds a few hundred at most.
const MAX_VARIANTS = 300;

// The picker of a model's page (the model's own, or one of its variants'):
// the variants the portal shows, by their axis values in the locale.
export async function portalVariantPicker(portal: PublishedPortal, model: { id: string; familyId: string | null }, currentId: string | null, locale: string): Promise<PickerAxis[]> {
  if (!model.familyId) return [];
  const [family, variants] = await Promise.all([
    db.family.findFirst({ where: { id: model.familyId, ...ownedBy(portal) }, select: { variantAxes: true } }),
    db.product.findMany({
      where: { parentId: model.id, ...portalProductsWhere(portal.organizationId, portal.filter) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, description: true, attributes: true, localized: true },
      take: MAX_VARIANTS,
    }),
  ]);
  const axes = family?.variantAxes ?? [];
  if (axes.length === 0 || variants.length === 0) return [];
  const definitions = await db.attribute.findMany({
    where: { ...ownedBy(portal), code: { in: axes } },
    select: { code: true, type: true, labels: true, unit: true, options: true },
  });
  const dictionary = new Map<string, AttributeLabelDocument>(
    definitions.map((d) => [d.code, { code: d.code, type: d.type, unit: d.unit, labels: d.labels as Record<string, string>, options: d.options as AttributeOption[] }]),
  );
  return variantPicker(
    axes.map((code) => ({ code, label: labelIn(dictionary.get(code)?.labels, locale, code) })),
    variants.map((v) => {
      const values = inLocale(v, locale).attributes;
      return { id: v.id, values: Object.fromEntries(axes.map((code) => [code, displayValue(dictionary.get(code), values[code], locale)])) };
    }),
    currentId,
  );
}
