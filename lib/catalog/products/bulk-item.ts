import type { Tx } from "../../db/client";
import type { CreateProductBody } from "../schemas";

// One valid record of a bulk upsert and where it stands in the request.
export type BulkItem = { index: number; item: CreateProductBody };
// Marks a record failed with its message; the others go on.
export type FailItem = (item: BulkItem, message: string) => void;
// What a phase wrote: the records' rows, and other products changed with
// them (a model's variants).
export type BulkWritten = { rows: { index: number; id: string; inserted: boolean }[]; alsoChanged: string[] };

export type ExistingProduct = { id: string; kind: "simple" | "model" | "variant"; familyId: string | null; variants: number };

// The products the request's skus already name, with their variant counts.
export async function existingBySku(tx: Tx, organizationId: string, skus: readonly string[]): Promise<Map<string, ExistingProduct>> {
  const rows = await tx.$queryRaw<(ExistingProduct & { sku: string })[]>`
    SELECT p.sku, p.id, p.kind::text AS kind, p."familyId",
      CASE WHEN p.kind = 'model' THEN (SELECT count(*)::int FROM products v WHERE v."parentId" = p.id) ELSE 0 END AS variants
    FROM products p WHERE p."organizationId" = ${organizationId}::uuid AND p.sku = ANY(${skus}::text[])`;
  return new Map(rows.map(({ sku, ...rest }) => [sku, rest]));
}
