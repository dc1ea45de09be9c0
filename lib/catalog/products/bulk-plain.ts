import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { ProductKind } from "../../db/generated/enums";
import { modelFamilyErrors } from "../variants/kind-rules";
import { refreshVariants } from "../variants/refresh-variants";
import { writtenRows, type BulkItem, type BulkWritten, type ExistingProduct, type FailItem, type Planned } from "./bulk-item";
import { TENANT, tenantSql } from "../../db/tenant-sql";

type PlainRow = Omit<BulkItem["item"], "familyCode" | "kind"> & { kind: ProductKind; familyId: string | null };

// The simple products and models of a bulk write, checked. A record without
// `kind` keeps the kind its product has (a client that knows nothing of
// variants does not turn models into simple products); a new one is simple.
export async function planPlain(
  tx: Tx,
  organizationId: string,
  items: BulkItem[],
  familyIds: Map<string, string>,
  existing: ReadonlyMap<string, ExistingProduct>,
  fail: FailItem,
): Promise<Planned<PlainRow>[]> {
  const axes = await axesOf(tx, organizationId, [...new Set(familyIds.values())]);
  return items.flatMap((entry) => {
    const { familyCode, kind: sentKind, ...fields } = entry.item;
    const prior = existing.get(fields.sku);
    if (prior?.kind === "variant") {
      fail(entry, [{ path: "parentId", message: `${fields.sku} is a variant; send its parentId.` }]);
      return [];
    }
    const kind = sentKind ?? (prior?.kind === "model" ? "model" : "simple");
    const familyId = familyCode ? familyIds.get(familyCode)! : null;
    if (prior && prior.variants > 0 && (kind !== "model" || familyId !== prior.familyId)) {
      fail(entry, [{ path: "kind", message: `This model has ${prior.variants} variants; delete them before changing its kind or family.` }]);
      return [];
    }
    const kindErrors = modelFamilyErrors(kind, familyId ? axes.get(familyId)! : null);
    if (kindErrors.length > 0) {
      fail(entry, kindErrors);
      return [];
    }
    return [{ entry, row: { ...fields, kind, familyId } }];
  });
}

// One statement, rows in sku order so concurrent upserts of the same skus
// lock them in one order. A product that became a variant meanwhile is left
// alone. Models written take their variants along.
export async function writePlain(tx: Tx, organizationId: string, planned: Planned<PlainRow>[], fail: FailItem): Promise<BulkWritten> {
  if (planned.length === 0) return { rows: [], alsoChanged: [] };
  const upserted = await tx.$queryRaw<{ id: string; sku: string; inserted: boolean; kind: string }[]>(tenantSql.organization(organizationId)`
    INSERT INTO products (id, "organizationId", sku, name, description, status, kind, "categoryId", "familyId", tags, attributes, localized, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${TENANT}::uuid, x.sku, x.name, x.description, x.status::"ProductStatus", x.kind::"ProductKind", x."categoryId", x."familyId", x.tags, x.attributes, x.localized, now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(planned.map((p) => p.row))}::jsonb)
      AS x(sku text, name text, description text, status text, kind text, "categoryId" uuid, "familyId" uuid, tags text[], attributes jsonb, localized jsonb)
    ORDER BY x.sku COLLATE "C"
    ON CONFLICT ("organizationId", sku) DO UPDATE SET
      name = EXCLUDED.name, description = EXCLUDED.description, status = EXCLUDED.status, kind = EXCLUDED.kind,
      "categoryId" = EXCLUDED."categoryId", "familyId" = EXCLUDED."familyId", tags = EXCLUDED.tags, attributes = EXCLUDED.attributes,
      localized = EXCLUDED.localized, "updatedAt" = now()
    WHERE products.kind <> 'variant'
    RETURNING id, sku, (xmax = 0) AS inserted, kind::text AS kind`);
  const rows = writtenRows(planned, upserted, fail, (sku) => ({ path: "parentId", message: `${sku} became a variant meanwhile; send its parentId.` }));
  const models = upserted.filter((r) => r.kind === "model" && !r.inserted).map((r) => r.id);
  return { rows, alsoChanged: await refreshVariants(tx, { modelIds: models }) };
}

async function axesOf(tx: Tx, organizationId: string, familyIds: string[]): Promise<Map<string, string[]>> {
  if (familyIds.length === 0) return new Map();
  const families = await tx.family.findMany({ where: { id: { in: familyIds }, ...ownedBy.organization(organizationId) }, select: { id: true, variantAxes: true } });
  return new Map(families.map((f) => [f.id, f.variantAxes]));
}
