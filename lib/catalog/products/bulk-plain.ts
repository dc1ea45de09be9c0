import type { Tx } from "../../db/client";
import { assertCanAdd } from "../../billing/entitlements";
import { errorLine } from "../attributes/check-values";
import { modelFamilyErrors } from "../variants/kind-rules";
import { refreshVariants } from "../variants/refresh-variants";
import type { BulkItem, BulkWritten, ExistingProduct, FailItem } from "./bulk-item";

// The simple products and models of a bulk upsert, in one statement. A record
// without `kind` keeps the kind its product has (a client that knows nothing
// of variants does not turn models into simple products); a new one is simple.
export async function upsertPlain(
  tx: Tx,
  organizationId: string,
  items: BulkItem[],
  familyIds: Map<string, string>,
  existing: Map<string, ExistingProduct>,
  fail: FailItem,
): Promise<BulkWritten> {
  const axes = await axesOf(tx, [...new Set(familyIds.values())]);
  const rows = items.flatMap((entry) => {
    const { familyCode, kind: sentKind, ...fields } = entry.item;
    const prior = existing.get(fields.sku);
    if (prior?.kind === "variant") {
      fail(entry, `parentId: ${fields.sku} is a variant; send its parentId.`);
      return [];
    }
    const kind = sentKind ?? (prior?.kind === "model" ? "model" : "simple");
    const familyId = familyCode ? familyIds.get(familyCode)! : null;
    if (prior && prior.variants > 0 && (kind !== "model" || familyId !== prior.familyId)) {
      fail(entry, `kind: This model has ${prior.variants} variants; delete them before changing its kind or family.`);
      return [];
    }
    const kindErrors = modelFamilyErrors(kind, familyId ? axes.get(familyId)! : null);
    if (kindErrors.length > 0) {
      fail(entry, errorLine(kindErrors));
      return [];
    }
    return [{ entry, row: { ...fields, kind, familyId } }];
  });
  if (rows.length === 0) return { rows: [], alsoChanged: [] };
  // Only new skus count toward the plan's product ceiling; over it, the
  // whole request is refused and nothing is written.
  await assertCanAdd(tx, organizationId, "products", rows.filter(({ row }) => !existing.has(row.sku)).length);
  // Rows go in sku order, so concurrent upserts of the same skus lock them in
  // one order. A product that became a variant meanwhile is left alone.
  const upserted = await tx.$queryRaw<{ id: string; sku: string; inserted: boolean; kind: string }[]>`
    INSERT INTO products (id, "organizationId", sku, name, description, status, kind, "categoryId", "familyId", tags, attributes, localized, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${organizationId}::uuid, x.sku, x.name, x.description, x.status::"ProductStatus", x.kind::"ProductKind", x."categoryId", x."familyId", x.tags, x.attributes, x.localized, now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => r.row))}::jsonb)
      AS x(sku text, name text, description text, status text, kind text, "categoryId" uuid, "familyId" uuid, tags text[], attributes jsonb, localized jsonb)
    ORDER BY x.sku COLLATE "C"
    ON CONFLICT ("organizationId", sku) DO UPDATE SET
      name = EXCLUDED.name, description = EXCLUDED.description, status = EXCLUDED.status, kind = EXCLUDED.kind,
      "categoryId" = EXCLUDED."categoryId", "familyId" = EXCLUDED."familyId", tags = EXCLUDED.tags, attributes = EXCLUDED.attributes,
      localized = EXCLUDED.localized, "updatedAt" = now()
    WHERE products.kind <> 'variant'
    RETURNING id, sku, (xmax = 0) AS inserted, kind::text AS kind`;
  const bySku = new Map(upserted.map((r) => [r.sku, r]));
  const written = rows.flatMap(({ entry }) => {
    const row = bySku.get(entry.item.sku);
    if (!row) fail(entry, `parentId: ${entry.item.sku} became a variant meanwhile; send its parentId.`);
    return row ? [{ index: entry.index, id: row.id, inserted: row.inserted }] : [];
  });
  const models = upserted.filter((r) => r.kind === "model" && !r.inserted).map((r) => r.id);
  return { rows: written, alsoChanged: await refreshVariants(tx, { modelIds: models }) };
}

async function axesOf(tx: Tx, familyIds: string[]): Promise<Map<string, string[]>> {
  if (familyIds.length === 0) return new Map();
  const families = await tx.family.findMany({ where: { id: { in: familyIds } }, select: { id: true, variantAxes: true } });
  return new Map(families.map((f) => [f.id, f.variantAxes]));
}
