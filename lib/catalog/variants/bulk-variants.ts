import type { Tx } from "../../db/client";
import { AppError } from "../../core/errors";
import { writtenRows, type BulkItem, type BulkWritten, type ExistingProduct, type FailItem, type Planned } from "../products/bulk-item";
import { ownOf, type OwnValues } from "./inheritance";
import { lockModels } from "./models";
import { refreshVariants } from "./refresh-variants";
import { variantAxisKey } from "./create-variant";
import { TENANT, tenantSql } from "../../db/tenant-sql";

type VariantRow = { status: string; name: string; parentId: string; familyId: string; ownValues: OwnValues; axisKey: string };

// The variants of a bulk write (records with a parentId), checked: their
// models are locked (models.ts: every variant write holds its model first),
// their axis values checked against their siblings and each other.
export async function planVariants(
  tx: Tx,
  organizationId: string,
  items: BulkItem[],
  existing: ReadonlyMap<string, ExistingProduct>,
  fail: FailItem,
): Promise<Planned<VariantRow>[]> {
  if (items.length === 0) return [];
  const models = await lockModels(tx, organizationId, items.map((entry) => entry.item.parentId!));
  const taken = await axisHolders(tx, [...models.keys()]);
  return items.flatMap((entry) => {
    const { item } = entry;
    const prior = existing.get(item.sku);
    if (prior && prior.kind !== "variant") {
      fail(entry, [{ path: "parentId", message: `${item.sku} is a ${prior.kind} product; a product becomes a variant only when it is created with its parentId.` }]);
      return [];
    }
    const model = models.get(item.parentId!);
    if (!model) {
      fail(entry, [{ path: "parentId", message: "No such model product in your organisation." }]);
      return [];
    }
    let axisKey: string;
    try {
      axisKey = variantAxisKey(model, item.familyCode, item.attributes);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      fail(entry, err.details ?? []);
      return [];
    }
    const holder = taken.get(`${model.id} ${axisKey}`);
    if (holder !== undefined && holder !== item.sku) {
      fail(entry, [{ path: "attributes", message: `Variant ${holder} of this model already has these axis values.` }]);
      return [];
    }
    taken.set(`${model.id} ${axisKey}`, item.sku);
    const own = ownOf(item);
    return [{ entry, row: { sku: item.sku, status: item.status, name: own.name ?? "", parentId: model.id, familyId: model.familyId, ownValues: own, axisKey } }];
  });
}

// One statement, then the variants' merged values from their models.
export async function writeVariants(tx: Tx, organizationId: string, planned: Planned<VariantRow>[], fail: FailItem): Promise<BulkWritten> {
  if (planned.length === 0) return { rows: [], alsoChanged: [] };
  const upserted = await tx.$queryRaw<{ id: string; sku: string; inserted: boolean }[]>(tenantSql.organization(organizationId)`
    INSERT INTO products (id, "organizationId", sku, name, status, kind, "parentId", "familyId", "ownValues", "axisKey", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${TENANT}::uuid, x.sku, x.name, x.status::"ProductStatus", 'variant', x."parentId", x."familyId", x."ownValues", x."axisKey", now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(planned.map((p) => p.row))}::jsonb)
      AS x(sku text, name text, status text, "parentId" uuid, "familyId" uuid, "ownValues" jsonb, "axisKey" text)
    ORDER BY x.sku COLLATE "C"
    ON CONFLICT ("organizationId", sku) DO UPDATE SET
      status = EXCLUDED.status, "parentId" = EXCLUDED."parentId", "familyId" = EXCLUDED."familyId",
      "ownValues" = EXCLUDED."ownValues", "axisKey" = EXCLUDED."axisKey", "updatedAt" = now()
    WHERE products.kind = 'variant'
    RETURNING id, sku, (xmax = 0) AS inserted`);
  const rows = writtenRows(planned, upserted, fail, (sku) => ({ path: "parentId", message: `${sku} is no longer a variant.` }));
  await refreshVariants(tx, { variantIds: rows.map((w) => w.id) });
  return { rows, alsoChanged: [] };
}

// Who holds each axis combination under these models: "<modelId> <axisKey>" to sku.
async function axisHolders(tx: Tx, modelIds: string[]): Promise<Map<string, string>> {
  if (modelIds.length === 0) return new Map();
  // The models were locked in the caller's organisation (lockModels).
  const rows = await tx.$queryRaw<{ parentId: string; axisKey: string; sku: string }[]>(tenantSql.anyOrganization`
    SELECT "parentId", "axisKey", sku FROM products WHERE "parentId" = ANY(${modelIds}::uuid[]) AND "axisKey" IS NOT NULL`);
  return new Map(rows.map((r) => [`${r.parentId} ${r.axisKey}`, r.sku]));
}
