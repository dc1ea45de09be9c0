import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import type { CompletenessInput, LocalizedValues } from "../completeness";
import { requiredAttributesOf } from "./required-attributes";

// What completeness reads of a product, for the scoring job and the
// completeness explanation alike, so the score and its explanation cannot
// disagree.
export const completenessSelect = {
  id: true,
  sku: true,
  qualityScore: true,
  name: true,
  description: true,
  attributes: true,
  localized: true,
  category: { select: { requiredAttributes: true } },
  family: { select: { requiredAttributes: true } },
  assets: { where: { asset: { assetType: "image", status: "ready" } }, select: { assetId: true }, take: 1 },
} satisfies Prisma.ProductSelect;

type CompletenessRow = Prisma.ProductGetPayload<{ select: typeof completenessSelect }>;
type Locales = { defaultLocale: string; enabledLocales: string[] };

// The organisation's non-localizable attribute codes (completeness.ts).
export async function sharedAttributesOf(organizationId: string): Promise<ReadonlySet<string>> {
  const rows = await db.attribute.findMany({ where: { ...ownedBy.organization(organizationId), localizable: false }, select: { code: true } });
  return new Set(rows.map((r) => r.code));
}

export function completenessInputOf(row: CompletenessRow, locales: Locales, sharedAttributes: ReadonlySet<string>): CompletenessInput {
  return {
    name: row.name,
    description: row.description,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    localized: (row.localized ?? {}) as Record<string, LocalizedValues>,
    requiredAttributes: requiredAttributesOf(row.category?.requiredAttributes ?? [], row.family?.requiredAttributes ?? []),
    hasImage: row.assets.length > 0,
    defaultLocale: locales.defaultLocale,
    enabledLocales: locales.enabledLocales,
    sharedAttributes,
  };
}
