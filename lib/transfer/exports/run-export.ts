import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { log } from "../../core/log";
import type { AttributeDefinition, Dictionary } from "../../catalog/attributes/definition";
import { loadDictionary } from "../../catalog/attributes/load-dictionary";
import { searchCriteria } from "../../search/criteria";
import { countMatching } from "../../search/count-matching";
import { findExportPage, type ExportPageRow } from "../../search/find-page";
import type { PagePosition } from "../../search/page-cursor";
import { searchProductsQuery } from "../../search/schemas";
import { exportKey } from "../../storage/keys";
import { headObject, writeObjectStream } from "../../storage/objects";
import { CONTENT_TYPES, sheetWriter } from "../sheets";
import { cellOf, exportColumns } from "./export-columns";
import { heapBudget } from "../../jobs/heap-budget";

// Products read per keyset page; the file is written as they arrive.
const PAGE = 1000;
// Heap growth an export may leave to the collector before collecting itself.
const HEAP_BUDGET_BYTES = 24 * 1024 * 1024;

// The dictionaries of every supplier in scope (a buyer reads several); the
// first definition of a code wins.
export async function dictionaryOf(supplierIds: string[]): Promise<Dictionary> {
  const byCode = new Map<string, AttributeDefinition>();
  for (const id of supplierIds) {
    const dictionary = await db.$transaction((tx) => loadDictionary(tx, id, false));
    for (const [code, def] of dictionary.byCode) if (!byCode.has(code)) byCode.set(code, def);
  }
  return { strict: false, byCode };
}

// Which export: the export.requested event's data.
export type ExportRef = { organizationId: string; exportId: string };

export async function failExport(ref: ExportRef, message: string): Promise<void> {
  await db.export.updateMany({ where: { id: ref.exportId, ...ownedBy(ref), status: { in: ["pending", "running"] } }, data: { status: "failed", message, finishedAt: new Date() } });
}

// Writes an export's file: the selection read in keyset pages and streamed
// to the store as a multipart upload, so memory does not grow with the
// catalogue. Running it again writes the whole file again.
export async function runExport(ref: ExportRef): Promise<void> {
  const { exportId } = ref;
  const job = await db.export.findUnique({ where: { id: exportId, ...ownedBy(ref) }, include: { organization: { select: { kind: true } } } });
  if (!job || job.status === "succeeded" || job.status === "failed") return;
  const owner = { organizationId: job.organizationId, orgKind: job.organization.kind };
  const query = searchProductsQuery.parse(job.filter);
  const criteria = await searchCriteria(owner, query);
  const total = await countMatching(criteria);
  await db.export.update({ where: { id: exportId, ...ownedBy(ref) }, data: { status: "running", startedAt: new Date(), total, processed: 0 } });

  const columns = await exportColumns(criteria, await dictionaryOf(criteria.supplierIds), { columns: job.columns, locales: job.locales });
  const key = exportKey(job.organizationId, job.id, job.format);
  const target = await writeObjectStream(key, CONTENT_TYPES[job.format]);
  const sheet = sheetWriter(job.format, target.stream);
  let processed = 0;
  const heap = heapBudget(HEAP_BUDGET_BYTES);
  try {
    await sheet.write(columns.map((c) => c.header));
    const pageAfter = (after: PagePosition | null): Promise<ExportPageRow[]> => (criteria.supplierIds.length ? findExportPage(criteria, after, PAGE) : Promise.resolve([]));
    // The next page is read while this one is written.
    let next = pageAfter(null);
    for (;;) {
      const rows = await next;
      const last = rows.length === PAGE ? rows[PAGE - 1]! : null;
      if (last) {
        next = pageAfter({ key: last.createdAt.toISOString(), id: last.id });
        // Awaited on the next turn; until then a failure must not count as unhandled.
        next.catch(() => undefined);
      }
      for (const row of rows) await sheet.write(columns.map((c) => cellOf(c, row)));
      processed += rows.length;
      if (!last) break;
      await db.export.update({ where: { id: exportId, ...ownedBy(ref) }, data: { processed } });
      heap.check();
    }
    await sheet.end();
  } catch (err) {
    target.stream.destroy(err as Error);
    throw err;
  }
  await target.done;
  const fileBytes = (await headObject(key))?.sizeBytes ?? 0;
  await db.export.update({ where: { id: exportId, ...ownedBy(ref) }, data: { status: "succeeded", processed, total: Math.max(total, processed), storageKey: key, fileBytes, finishedAt: new Date() } });
  log.info({ exportId, organizationId: job.organizationId, rows: processed }, "export written");
}
