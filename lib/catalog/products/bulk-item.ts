import type { Tx } from "../../db/client";
import type { ErrorDetail } from "../../core/errors";
import type { CreateProductBody } from "../schemas";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// One valid record of a bulk write and where it stands in the request.
export type BulkItem = { index: number; item: CreateProductBody };
// Marks a record failed with its errors; the others go on.
export type FailItem = (item: BulkItem, errors: ErrorDetail[]) => void;
// A record checked and ready to write, as the row its statement takes.
export type Planned<Row> = { entry: BulkItem; row: Row & { sku: string } };
// What a write wrote: the records' rows, and other products changed with
// them (a model's variants).
export type BulkWritten = { rows: { index: number; id: string; inserted: boolean }[]; alsoChanged: string[] };

export type ExistingProduct = { id: string; kind: "simple" | "model" | "variant"; familyId: string | null; variants: number };

// The products the request's skus already name, with their variant counts.
export async function existingBySku(tx: Tx, organizationId: string, skus: readonly string[]): Promise<Map<string, ExistingProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await tx.$queryRaw<(ExistingProduct & { sku: string })[]>(tenantSql.organization(organizationId)`
    SELECT p.sku, p.id, p.kind::text AS kind, p."familyId",
      CASE WHEN p.kind = 'model' THEN (SELECT count(*)::int FROM products v WHERE v."parentId" = p.id) ELSE 0 END AS variants
    FROM products p WHERE p."organizationId" = ${TENANT}::uuid AND p.sku = ANY(${skus}::text[])`);
  return new Map(rows.map(({ sku, ...rest }) => [sku, rest]));
}

// The planned records a statement wrote (RETURNING id, sku, inserted); a
// record whose row the statement's guard left alone fails with `missed`.
export function writtenRows(
  planned: readonly Planned<object>[],
  upserted: readonly { id: string; sku: string; inserted: boolean }[],
  fail: FailItem,
  missed: (sku: string) => ErrorDetail,
): BulkWritten["rows"] {
  const bySku = new Map(upserted.map((r) => [r.sku, r]));
  return planned.flatMap(({ entry }) => {
    const row = bySku.get(entry.item.sku);
    if (!row) fail(entry, [missed(entry.item.sku)]);
    return row ? [{ index: entry.index, id: row.id, inserted: row.inserted }] : [];
  });
}
