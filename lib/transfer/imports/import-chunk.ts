import type { Tx } from "../../db/client";
import type { Prisma } from "../../db/generated/client";
import { upsertProducts } from "../../catalog/products/upsert-products";
import type { Column } from "../columns";
import type { SheetRow } from "../sheets";
import { applyPatch, decodeRow, rowErrors, type CellError, type ProductItem } from "./row-patch";

// What a run knows while it reads the file: the header's columns, the
// organisation's categories by id and by name, and every sku met so far
// (with its row), so a sku repeated in the file fails on its second row.
export type ImportContext = {
  importId: string;
  organizationId: string;
  dryRun: boolean;
  columns: Column[];
  categoryIds: ReadonlySet<string>;
  categoriesByName: ReadonlyMap<string, string[]>;
  skuRows: Map<string, number>;
  // New products a dry run counted so far (a real run has written them).
  plannedNew: number;
};

export type ChunkTally = { created: number; updated: number; failed: number };

type Stored = { id: string; sku: string; name: string; description: string | null; status: string; categoryId: string | null; familyCode: string | null; tags: string[]; attributes: unknown; localized: unknown };

function resolveCategory(context: ImportContext, cell: string | null | undefined): { id: string | null | undefined } | { error: string } {
  if (cell === undefined || cell === null) return { id: cell };
  if (context.categoryIds.has(cell.toLowerCase())) return { id: cell.toLowerCase() };
  const named = context.categoriesByName.get(cell) ?? [];
  if (named.length === 1) return { id: named[0]! };
  if (named.length > 1) return { error: `Several categories are named ${cell}; give the category's id.` };
  return { error: `No category named ${cell} in your organisation.` };
}

// One chunk of rows, in the caller's transaction: the rows' products are
// read and locked, each row is merged into its product and the whole items
// go through the product write path; failed rows are recorded with their
// cells; the checkpoint moves past the chunk in the same transaction, so a
// chunk counts once whether or not the run is interrupted.
export async function importChunk(tx: Tx, context: ImportContext, rows: SheetRow[]): Promise<ChunkTally> {
  const decoded = rows.map((r) => ({ ...r, ...decodeRow(context.columns, r.cells) }));
  for (const row of decoded) {
    const sku = row.patch.sku;
    if (sku === "") continue;
    const earlier = context.skuRows.get(sku);
    if (earlier !== undefined) row.errors.push({ column: "sku", message: `The same sku appears earlier in this file (row ${earlier}).` });
    else context.skuRows.set(sku, row.row);
  }
  const skus = decoded.filter((r) => r.errors.length === 0).map((r) => r.patch.sku);
  // FOR UPDATE: an edit made through the API while the chunk is merged is
  // neither lost nor overwritten with a stale copy.
  const stored = skus.length
    ? await tx.$queryRaw<Stored[]>`
        SELECT p.id, p.sku, p.name, p.description, p.status::text AS status, p."categoryId", f.code AS "familyCode", p.tags, p.attributes, p.localized
        FROM products p LEFT JOIN families f ON f.id = p."familyId"
        WHERE p."organizationId" = ${context.organizationId}::uuid AND p.sku = ANY(${skus}::text[])
        ORDER BY p.sku COLLATE "C" FOR UPDATE OF p`
    : [];
  const bySku = new Map(
    stored.map((p): [string, ProductItem] => [
      p.sku,
      { sku: p.sku, name: p.name, description: p.description, status: p.status, categoryId: p.categoryId, familyCode: p.familyCode, tags: p.tags, attributes: p.attributes as ProductItem["attributes"], localized: p.localized as ProductItem["localized"] },
    ]),
  );

  const pending: { row: (typeof decoded)[number]; item: ProductItem }[] = [];
  for (const row of decoded) {
    if (row.errors.length) continue;
    const category = resolveCategory(context, row.patch.fields.category);
    if ("error" in category) {
      row.errors.push({ column: "category", message: category.error });
      continue;
    }
    pending.push({ row, item: applyPatch(bySku.get(row.patch.sku) ?? null, row.patch, category.id) });
  }

  const outcomes = await upsertProducts(tx, context.organizationId, pending.map((p) => p.item), {
    overCeiling: "failItems",
    dryRun: context.dryRun,
    plannedNew: context.plannedNew,
    existing: new Map(stored.map((p) => [p.sku, p.id])),
  });
  const tally: ChunkTally = { created: 0, updated: 0, failed: 0 };
  outcomes.forEach((outcome, i) => {
    const row = pending[i]!.row;
    if (outcome.status === "failed") row.errors.push(...rowErrors(outcome.errors, context.columns));
    else tally[outcome.status]++;
  });
  if (context.dryRun) context.plannedNew += outcomes.filter((o) => o.status === "created").length;

  const failedRows = decoded.filter((r) => r.errors.length > 0);
  tally.failed = failedRows.length;
  if (failedRows.length) {
    await tx.importFailedRow.createMany({
      data: failedRows.map((r) => ({ importId: context.importId, row: r.row, cells: r.cells, errors: r.errors as CellError[] as Prisma.InputJsonValue })),
      skipDuplicates: true,
    });
  }
  await tx.import.update({
    where: { id: context.importId },
    data: { processed: { increment: rows.length }, created: { increment: tally.created }, updated: { increment: tally.updated }, failed: { increment: tally.failed } },
  });
  return tally;
}
