import { isDeepStrictEqual } from "node:util";
import type { Tx } from "../../db/client";
import type { ErrorDetail } from "../../core/errors";
import type { LocalizedValues } from "../documents";
import { mergePatch } from "../merge-patch";
import { enqueueProductChanges } from "../product-changes";
import { attributeEditProblems } from "../attributes/check-attribute-edit";
import { patchOwn, type OwnValues } from "../variants/inheritance";
import { refreshVariants } from "../variants/refresh-variants";
import { attributePatch, type AttributeEdit } from "./attribute-edit";
import { TENANT, tenantSql } from "../../db/tenant-sql";

export type Refusal = { productId: string; message: string };

type Row = {
  id: string;
  kind: "simple" | "model" | "variant";
  parentId: string | null;
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues>;
  own: OwnValues | null;
  axes: string[] | null;
};

// A variant's axis value edited in place changes its axis key, which the
// single write path checks against its siblings one by one: such variants
// go through PATCH /products/{id}'s path (lib/bulk-actions picks them out
// first with axisVariantsAmong).
function editsAxis(row: Pick<Row, "kind" | "axes">, edit: AttributeEdit): boolean {
  return row.kind === "variant" && edit.locale === undefined && (row.axes ?? []).includes(edit.code);
}

// How a refusal of the whole edit reads on one product: as PATCH names it.
function productPath(detail: ErrorDetail, edit: AttributeEdit): string {
  const at = edit.locale === undefined ? `attributes.${edit.code}` : `localized.${edit.locale}.attributes.${edit.code}`;
  return detail.path === "locale" ? `localized.${edit.locale}` : at;
}

// One attribute set or cleared on up to 1,000 products of the organisation,
// in the caller's transaction, by the rules of PATCH /products/{id}: the
// value checked against the dictionary under its lock, the rows locked
// (each variant's model first, in id order), a simple product's or model's
// attributes merge-patched, a variant's own values patched and its merged
// values rewritten, a model's variants refreshed, and every product changed
// gets its product.changed work (scores, channels, webhooks); the change
// feed and facet counts follow from the statements' triggers. A product
// the edit leaves as it was is not written. Answers the products refused:
// not the organisation's, or all of them when the dictionary refuses the
// value now.
export async function editAttributeBatch(tx: Tx, organizationId: string, productIds: readonly string[], edit: AttributeEdit): Promise<Refusal[]> {
  if (productIds.length === 0) return [];
  const problems = await attributeEditProblems(tx, organizationId, edit);
  if (problems.length > 0) {
    const message = problems.map((d) => `${productPath(d, edit)}: ${d.message}`).join("; ");
    return productIds.map((productId) => ({ productId, message }));
  }
  const parents = await tx.$queryRaw<{ id: string }[]>(tenantSql.organization(organizationId)`
    SELECT m.id FROM products m
    WHERE m.id IN (SELECT v."parentId" FROM products v WHERE v."organizationId" = ${TENANT}::uuid AND v.id = ANY(${productIds}::uuid[]) AND v."parentId" IS NOT NULL)
    ORDER BY m.id FOR UPDATE`);
  const rows = await tx.$queryRaw<Row[]>(tenantSql.organization(organizationId)`
    SELECT p.id, p.kind::text AS kind, p."parentId", p.attributes, p.localized, p."ownValues" AS own, f."variantAxes" AS axes
    FROM products p LEFT JOIN families f ON f.id = p."familyId"
    WHERE p."organizationId" = ${TENANT}::uuid AND p.id = ANY(${productIds}::uuid[])
    ORDER BY p.id FOR UPDATE OF p`);

  const lockedModels = new Set(parents.map((m) => m.id));
  const found = new Set(rows.map((r) => r.id));
  const refused: Refusal[] = productIds.filter((id) => !found.has(id)).map((productId) => ({ productId, message: "Product not found." }));
  const plain: { id: string; attributes: Record<string, unknown>; localized: Record<string, LocalizedValues> }[] = [];
  const variants: { id: string; parentId: string; own: OwnValues }[] = [];
  for (const row of rows) {
    if (row.kind === "variant" && (!lockedModels.has(row.parentId!) || editsAxis(row, edit))) {
      refused.push({ productId: row.id, message: "The product changed while the action ran; run the action again for it." });
      continue;
    }
    if (row.kind === "variant") {
      const own = row.own ?? { attributes: {}, localized: {} };
      const next = patchOwn(own, attributePatch(edit, own.localized));
      if (!isDeepStrictEqual(next, own)) variants.push({ id: row.id, parentId: row.parentId!, own: next });
      continue;
    }
    const patch = attributePatch(edit, row.localized);
    const attributes = patch.attributes ? mergePatch(row.attributes, patch.attributes) : row.attributes;
    const localized = patch.localized ? mergePatch<LocalizedValues>(row.localized, patch.localized) : row.localized;
    if (!isDeepStrictEqual(attributes, row.attributes) || !isDeepStrictEqual(localized, row.localized)) plain.push({ id: row.id, attributes, localized });
  }

  if (plain.length > 0) {
    await tx.$executeRaw(tenantSql.organization(organizationId)`
      UPDATE products p SET attributes = x.attributes, localized = x.localized, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(plain)}::jsonb) AS x(id uuid, attributes jsonb, localized jsonb)
      WHERE p.id = x.id AND p."organizationId" = ${TENANT}::uuid`);
  }
  if (variants.length > 0) {
    await tx.$executeRaw(tenantSql.organization(organizationId)`
      UPDATE products p SET "ownValues" = x.own, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(variants)}::jsonb) AS x(id uuid, own jsonb)
      WHERE p.id = x.id AND p."organizationId" = ${TENANT}::uuid`);
  }
  // A model's edit reaches its variants; a variant's own edit its merged values.
  const models = new Set(rows.filter((r) => r.kind === "model").map((r) => r.id));
  const changedModels = new Set(plain.filter((p) => models.has(p.id)).map((p) => p.id));
  const refreshed = await refreshVariants(tx, { modelIds: [...changedModels] });
  const ownOnly = variants.filter((v) => !changedModels.has(v.parentId)).map((v) => v.id);
  refreshed.push(...(await refreshVariants(tx, { variantIds: ownOnly })));
  await enqueueProductChanges(tx, organizationId, [...plain.map((p) => p.id), ...variants.map((v) => v.id), ...refreshed]);
  return refused;
}
