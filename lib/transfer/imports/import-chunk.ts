import { db, type Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Prisma } from "../../db/generated/client";
import { upsertProducts } from "../../catalog/products/upsert-products";
import type { ExistingProduct } from "../../catalog/products/bulk-item";
import { appendAssetLinks } from "../../catalog/products/link-assets";
import { grantUpTo, planLimitMessage } from "../../billing/entitlements";
import { fetchImage, ImageRefused, recordFetchedImages, type FetchedImage } from "../../assets/fetch-image";
import type { ImportColumn } from "../columns";
import type { SheetRow } from "../sheet-row";
import { applyPatch, decodeRow, rowErrors, type DecodedRow, type ProductItem } from "./row-patch";
import type { OwnValues } from "../../catalog/variants/inheritance";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import { failedRowEntry, type FailedRowEntry } from "./failed-row-entry";
import { FAILED_ROW_LIMITS } from "./limits";

// What a run knows while it reads the file: the header's columns, the
// organisation's categories by id and by name, and every sku met so far
// (with its row), so a sku repeated in the file fails on its second row.
export type ImportContext = {
  importId: string;
  organizationId: string;
  dryRun: boolean;
  columns: ImportColumn[];
  categoryIds: ReadonlySet<string>;
  categoriesByName: ReadonlyMap<string, string[]>;
  skuRows: Map<string, number>;
  // Skus the file's parent column names: those rows are written as models.
  parentSkus: ReadonlySet<string>;
  // New products a dry run counted so far (a real run has written them).
  plannedNew: number;
  // The header's width: a failed row is kept with that many cells.
  width: number;
  // What the import's failed rows may hold in all, and hold so far.
  failedRowBudget: number;
  failedRowBytes: number;
};

export type ChunkTally = { created: number; updated: number; failed: number };
// The chunk's counts and the fetched images that became assets.
export type ChunkResult = ChunkTally & { recordedImages: Set<string> };

// categoryId: the row's category cell resolved (undefined: no category column).
type Row = SheetRow & DecodedRow & { images: FetchedImage[]; categoryId?: string | null };
// A chunk read and checked outside any transaction, its images fetched.
export type PreparedChunk = { rows: Row[] };

type Stored = ExistingProduct & {
  sku: string;
  name: string;
  description: string | null;
  status: string;
  categoryId: string | null;
  familyCode: string | null;
  tags: string[];
  attributes: unknown;
  localized: unknown;
  parentId: string | null;
  ownValues: OwnValues | null;
};

// The product as a row merges into it: a variant's own values (what it sets
// itself), so the values it shows from its model stay its model's.
function storedItem(p: Stored): ProductItem {
  const base = { sku: p.sku, status: p.status, familyCode: p.familyCode };
  if (p.parentId && p.ownValues) {
    const own = p.ownValues;
    return {
      ...base,
      ...(own.name ? { name: own.name } : {}),
      description: own.description ?? null,
      categoryId: own.categoryId ?? null,
      tags: own.tags ?? [],
      attributes: own.attributes as ProductItem["attributes"],
      localized: own.localized as ProductItem["localized"],
      parentId: p.parentId,
    };
  }
  return { ...base, name: p.name, description: p.description, categoryId: p.categoryId, tags: p.tags, attributes: p.attributes as ProductItem["attributes"], localized: p.localized as ProductItem["localized"] };
}

// The ids of the models the chunk's rows name by sku (written by an earlier
// chunk or pass: imports write rows without a parent first).
async function parentIds(tx: Tx, context: ImportContext, rows: Row[]): Promise<Map<string, string>> {
  const skus = [...new Set(rows.flatMap((r) => (r.patch.fields.parent ? [r.patch.fields.parent] : [])))];
  if (skus.length === 0) return new Map();
  const found = await tx.product.findMany({ where: { ...ownedBy(context), sku: { in: skus } }, select: { id: true, sku: true } });
  return new Map(found.map((p) => [p.sku, p.id]));
}

// Images fetched at once per chunk: enough to hide the latency of slow
// hosts, few enough not to hammer one.
const FETCHES_IN_FLIGHT = 8;

function resolveCategory(context: ImportContext, cell: string | null | undefined): { id: string | null | undefined } | { error: string } {
  if (cell === undefined || cell === null) return { id: cell };
  if (context.categoryIds.has(cell.toLowerCase())) return { id: cell.toLowerCase() };
  const named = context.categoriesByName.get(cell) ?? [];
  if (named.length === 1) return { id: named[0]! };
  if (named.length > 1) return { error: `Several categories are named ${cell}; give the category's id.` };
  return { error: `No category named ${cell} in your organisation.` };
}

// The row's image URLs not yet linked to its product from the same URL, so
// a file imported again (or a chunk run again) does not fetch them twice.
async function imagesToFetch(context: ImportContext, rows: Row[]): Promise<Map<Row, string[]>> {
  const wanted = rows.filter((r) => r.errors.length === 0 && r.patch.images.length > 0);
  if (wanted.length === 0) return new Map();
  const linked = await db.productAsset.findMany({
    where: {
      product: { ...ownedBy(context), sku: { in: wanted.map((r) => r.patch.sku) } },
      asset: { sourceUrl: { in: wanted.flatMap((r) => r.patch.images) } },
    },
    select: { product: { select: { sku: true } }, asset: { select: { sourceUrl: true } } },
  });
  const have = new Set(linked.map((l) => `${l.product.sku}\u0000${l.asset.sourceUrl}`));
  return new Map(wanted.map((r) => [r, r.patch.images.filter((url) => !have.has(`${r.patch.sku}\u0000${url}`))]));
}

async function fetchAll(context: ImportContext, rows: Row[]): Promise<void> {
  const jobs = [...(await imagesToFetch(context, rows))].flatMap(([row, urls]) => urls.map((url) => ({ row, url })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { row, url } = jobs[next++]!;
      try {
        row.images.push(await fetchImage(context.organizationId, url, !context.dryRun));
      } catch (err) {
        if (!(err instanceof ImageRefused)) throw err;
        row.errors.push({ column: "images", message: `${url} ${err.message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCHES_IN_FLIGHT, jobs.length) }, worker));
  // Fetches end in any order; images are linked in the order of the cell.
  for (const row of rows) row.images.sort((a, b) => row.patch.images.indexOf(a.sourceUrl) - row.patch.images.indexOf(b.sourceUrl));
}

// Decodes a chunk's rows, marks skus repeated in the file and fetches the
// rows' images: everything that needs no transaction.
export async function prepareChunk(context: ImportContext, sheetRows: SheetRow[]): Promise<PreparedChunk> {
  const rows: Row[] = sheetRows.map((r) => ({ ...r, ...decodeRow(context.columns, r.cells), images: [] }));
  for (const row of rows) {
    const sku = row.patch.sku;
    if (sku === "") continue;
    const earlier = context.skuRows.get(sku);
    if (earlier !== undefined) row.errors.push({ column: "sku", message: `The same sku appears earlier in this file (row ${earlier}).` });
    else context.skuRows.set(sku, row.row);
  }
  await fetchAll(context, rows);
  return { rows };
}

// Rows whose images pass the plan's storage ceiling, in row order; the rest
// fail alone.
async function grantStorage(tx: Tx, context: ImportContext, rows: Row[]): Promise<void> {
  const withImages = rows.filter((r) => r.errors.length === 0 && r.images.length > 0);
  const bytesOf = (r: Row) => r.images.reduce((sum, i) => sum + i.sizeBytes, 0);
  const wanted = withImages.reduce((sum, r) => sum + bytesOf(r), 0);
  if (wanted === 0) return;
  const { granted, limit } = await grantUpTo(tx, context.organizationId, "storageBytes", wanted, !context.dryRun);
  let used = 0;
  for (const row of withImages) {
    used += bytesOf(row);
    if (used > granted) row.errors.push({ column: "images", message: `Not stored: ${planLimitMessage("storageBytes", limit ?? 0)}` });
  }
}

// One chunk of rows, in the caller's transaction: the rows' products are
// read and locked, each row is merged into its product and the whole items
// go through the product write path; fetched images become assets linked to
// their products; failed rows are recorded for the error report, within its
// bounds (failed-row-entry.ts); the checkpoint moves past the chunk in the
// same transaction, so a chunk counts once whether or not the run is
// interrupted.
export async function writeChunk(tx: Tx, context: ImportContext, chunk: PreparedChunk, from: number): Promise<ChunkResult> {
  const rows = chunk.rows.map((r) => ({ ...r, errors: [...r.errors] }));
  await grantStorage(tx, context, rows);
  const skus = rows.filter((r) => r.errors.length === 0).map((r) => r.patch.sku);
  // FOR UPDATE: an edit made through the API while the chunk is merged is
  // neither lost nor overwritten with a stale copy. The write path takes
  // what it needs to know of these products from this read (bulk-item.ts
  // existingBySku reads the same kind, family and variant count).
  const stored = skus.length
    ? await tx.$queryRaw<Stored[]>(tenantSql(context)`
        SELECT p.id, p.sku, p.name, p.description, p.status::text AS status, p."categoryId", f.code AS "familyCode", p.tags, p.attributes, p.localized,
          p."parentId", p."ownValues", p.kind::text AS kind, p."familyId",
          CASE WHEN p.kind = 'model' THEN (SELECT count(*)::int FROM products v WHERE v."parentId" = p.id) ELSE 0 END AS variants
        FROM products p LEFT JOIN families f ON f.id = p."familyId"
        WHERE p."organizationId" = ${TENANT}::uuid AND p.sku = ANY(${skus}::text[])
        ORDER BY p.sku COLLATE "C" FOR UPDATE OF p`)
    : [];
  const bySku = new Map(stored.map((p): [string, ProductItem] => [p.sku, storedItem(p)]));
  const existing = new Map(stored.map((p): [string, ExistingProduct] => [p.sku, { id: p.id, kind: p.kind, familyId: p.familyId, variants: p.variants }]));
  const tally: ChunkTally = { created: 0, updated: 0, failed: 0 };
  const links: { productId: string; assetIds: string[] }[] = [];
  const ready = rows.filter((row) => {
    if (row.errors.length) return false;
    const category = resolveCategory(context, row.patch.fields.category);
    if ("error" in category) row.errors.push({ column: "category", message: category.error });
    else row.categoryId = category.id;
    return !("error" in category);
  });
  // Rows without a parent first, in their own call of the write path, so the
  // variants after them find a model the same chunk creates.
  const upsert = async (pending: { row: Row; item: ProductItem }[]) => {
    if (pending.length === 0) return;
    const outcomes = await upsertProducts(tx, context.organizationId, pending.map((p) => p.item), {
      existing,
      overCeiling: "failItems",
      dryRun: context.dryRun,
      plannedNew: context.plannedNew + (context.dryRun ? tally.created : 0),
    });
    outcomes.forEach((outcome, i) => {
      const row = pending[i]!.row;
      if (outcome.status === "failed") row.errors.push(...rowErrors(outcome.errors, context.columns));
      else {
        tally[outcome.status]++;
        if (row.images.length) links.push({ productId: outcome.id, assetIds: row.images.map((image) => image.assetId) });
      }
    });
  };
  const itemOf = (row: Row) => {
    const item = applyPatch(bySku.get(row.patch.sku) ?? null, row.patch, row.categoryId);
    if (context.parentSkus.has(row.patch.sku)) item.kind = "model";
    return { row, item };
  };
  await upsert(ready.filter((row) => !row.patch.fields.parent).map(itemOf));

  const variantRows = ready.filter((row) => row.patch.fields.parent);
  const parents = await parentIds(tx, context, variantRows);
  const variants: { row: Row; item: ProductItem }[] = [];
  for (const row of variantRows) {
    const parent = row.patch.fields.parent!;
    const parentId = parents.get(parent);
    // A dry run writes no model, so a variant of a model this file creates
    // is checked for its own cells only.
    if (!parentId && context.dryRun && context.skuRows.has(parent)) tally[bySku.has(row.patch.sku) ? "updated" : "created"]++;
    else if (!parentId) row.errors.push({ column: "parent", message: `No product with sku ${parent} in your organisation or in this file.` });
    else {
      const pending = itemOf(row);
      pending.item.parentId = parentId;
      variants.push(pending);
    }
  }
  await upsert(variants);
  const linked = new Set(context.dryRun ? [] : links.flatMap((l) => l.assetIds));
  if (context.dryRun) context.plannedNew += tally.created;
  else {
    await recordFetchedImages(tx, context.organizationId, rows.flatMap((r) => r.images.filter((image) => linked.has(image.assetId))));
    await appendAssetLinks(tx, context.organizationId, links);
  }

  const failedRows = rows.filter((r) => r.errors.length > 0);
  tally.failed = failedRows.length;
  const kept: FailedRowEntry[] = [];
  let keptBytes = 0;
  for (const r of failedRows) {
    const entry = failedRowEntry({ row: r.row, sku: r.patch.sku, cells: r.cells, errors: r.errors }, context.width, context.failedRowBudget - context.failedRowBytes - keptBytes, FAILED_ROW_LIMITS);
    if (!entry) continue;
    kept.push(entry);
    keptBytes += entry.bytes;
  }
  if (kept.length) {
    await tx.importFailedRow.createMany({
      data: kept.map((e) => ({ importId: context.importId, row: e.row, cells: e.cells, errors: e.errors as Prisma.InputJsonValue })),
      skipDuplicates: true,
    });
  }
  context.failedRowBytes += keptBytes;
  // The checkpoint moves only from where this run found it: a second run of
  // the same import (a stalled attempt whose lease another took over) rolls
  // its chunk back here instead of counting it twice.
  const moved = await tx.import.updateMany({
    where: { id: context.importId, processed: from, ...ownedBy(context) },
    data: {
      processed: { increment: rows.length },
      created: { increment: tally.created },
      updated: { increment: tally.updated },
      failed: { increment: tally.failed },
      failedRowBytes: { increment: keptBytes },
    },
  });
  if (moved.count === 0) throw new Error(`Import ${context.importId}: the checkpoint is no longer at row ${from}; another run is processing this import.`);
  return { ...tally, recordedImages: linked };
}

// The images of a written chunk that no asset records (their row failed, or
// a dry run): their bytes are removed from the store.
export function unrecordedImages(chunk: PreparedChunk, recorded: ReadonlySet<string>): FetchedImage[] {
  return chunk.rows.flatMap((r) => r.images.filter((image) => !recorded.has(image.assetId)));
}
