import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { completeness } from "../catalog/completeness";
import { qualityBandOf } from "../catalog/quality-band";
import { completenessInputOf, completenessSelect, sharedAttributesOf } from "../catalog/scoring/completeness-inputs";
import { sourceSelect, toPageProduct } from "../channels/load-page";
import { readinessForChannels } from "../channels/product-readiness";
import type { CompletenessExplanation } from "./documents";

const productSelect = {
  ...completenessSelect,
  ...sourceSelect,
  category: { select: { requiredAttributes: true, name: true } },
  family: { select: { requiredAttributes: true, variantAxes: true } },
} as const;

// The supplier's own product, scored now from what it holds (the stored
// score may trail an edit by a moment), with what is missing per enabled
// locale and what each channel's attribute map still needs. Suppliers only:
// the score is internal to the supplier, never shown to buyers.
export async function explainCompleteness(principal: Principal, productId: string): Promise<CompletenessExplanation> {
  assertSupplier(principal, "catalog");
  const [org, row, shared] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: principal.organizationId }, select: { defaultLocale: true, enabledLocales: true } }),
    db.product.findFirst({ where: { id: productId, ...ownedBy(principal) }, select: productSelect }),
    sharedAttributesOf(principal.organizationId),
  ]);
  if (!row) throw notFound("Product");
  const { score, locales } = completeness(completenessInputOf(row, org, shared));
  return {
    qualityScore: score,
    qualityBand: qualityBandOf(score),
    locales,
    channels: await readinessForChannels(principal.organizationId, toPageProduct(row), org.defaultLocale),
  };
}
