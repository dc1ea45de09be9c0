import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { log } from "../../core/log";
import { deleteObject, headObject, readObjectStream } from "../../storage/objects";
import { importReportKey } from "../../storage/keys";
import type { Import } from "../../db/generated/client";
import { loadDictionary } from "../../catalog/attributes/load-dictionary";
import { supplierLocales } from "../../catalog/guards";
import { retryOnConflict } from "../../db/retry";
import { parseHeader, type ColumnMap, type ImportColumn } from "../columns";
import { readSheet } from "../sheets";
import { FileRefused, type SheetLimits, type SheetRow } from "../sheet-row";
import { checkWorkbookBounds } from "../workbook-bounds";
import { discardFetchedImages } from "../../assets/fetch-image";
import { prepareChunk, unrecordedImages, writeChunk, type ImportContext, type PreparedChunk } from "./import-chunk";
import { writeErrorReport } from "./error-report";
import { releaseImportFile } from "./release-file";
import { FAILED_ROW_LIMITS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, ROW_MAX_BYTES, WORKBOOK_BOUNDS } from "./limits";
import { failedRowBudget } from "./failed-row-entry";
import { heapBudget } from "../../jobs/heap-budget";
import { runWithWriteContext } from "../../db/write-context";
import { jobWriteContext } from "../../history/write-contexts";

// Rows per transaction: one write-path call each (at most 1,000 items).
const CHUNK_ROWS = 1000;
// Heap growth an import may leave to the collector before collecting itself.
const HEAP_BUDGET_BYTES = 96 * 1024 * 1024;

export type Claim = "claimed" | "wait" | "done";

// Imports of one organisation run one at a time, in the order they were
// started: an import is claimed (running) only when no other import of its
// organisation is running and none was queued before it. The check and the
// claim hold the organisation's import lock, so two claims cannot both pass.
// A claimed import claims again (its run resumed after a restart).
// Which import: the import.started event's data.
export type ImportRef = { organizationId: string; importId: string };

export async function claimImport(ref: ImportRef): Promise<Claim> {
  const { importId } = ref;
  return db.$transaction(async (tx) => {
    const current = await tx.import.findUnique({ where: { id: importId, ...ownedBy(ref) } });
    if (!current || current.status === "succeeded" || current.status === "failed") return "done";
    if (current.status === "running") return "claimed";
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`imports:${current.organizationId}`}))`;
    const ahead = await tx.import.count({
      where: {
        ...ownedBy(current),
        id: { not: importId },
        OR: [{ status: "running" }, { status: "pending", queuedAt: { lt: current.queuedAt ?? new Date() } }],
      },
    });
    if (ahead > 0) return "wait";
    await tx.import.update({ where: { id: importId, ...ownedBy(ref) }, data: { status: "running", startedAt: new Date() } });
    return "claimed";
  });
}

const SHEET_LIMITS: SheetLimits = { rows: IMPORT_MAX_ROWS, rowBytes: ROW_MAX_BYTES };
// A message may name every bad column of a header, each as the file spells it.
const MESSAGE_MAX_CHARS = 2_000;

// The whole file is refused: nothing it holds is written.
export async function failImport(ref: ImportRef, message: string, unknownColumns: string[] = []): Promise<void> {
  const shown = message.length > MESSAGE_MAX_CHARS ? `${message.slice(0, MESSAGE_MAX_CHARS)}…` : message;
  await db.import.updateMany({
    where: { id: ref.importId, ...ownedBy(ref), status: { in: ["pending", "running"] } },
    data: { status: "failed", message: shown, finishedAt: new Date(), unknownColumns },
  });
  await releaseImportFile(ref);
}

type Checked = { ok: true; header: SheetRow; columns: ImportColumn[]; total: number; parentSkus: Set<string> } | { ok: false; message: string; unknownColumns?: string[] };
type CheckOptions = { columnMap: ColumnMap; refuseUnknown: boolean };

async function openFile(storageKey: string) {
  const stream = await readObjectStream(storageKey);
  if (!stream) throw new FileRefused("The uploaded file is gone from the store.");
  return stream;
}

async function openRows(storageKey: string, format: "csv" | "xlsx"): Promise<AsyncGenerator<SheetRow>> {
  return readSheet(await openFile(storageKey), format, SHEET_LIMITS);
}

const parentColumn = (columns: readonly ImportColumn[]) => columns.findIndex((c) => c.kind === "field" && c.field === "parent");

// The file's data rows in the order they are written: rows without a parent
// first, then variants, so a variant's model exists whatever the order of
// the rows (docs/api.md, "Imports and exports": no second pass asked of the user). The
// order is the same on every read, so the checkpoint counts a prefix of it.
async function* rowsInWriteOrder(storageKey: string, format: "csv" | "xlsx", columns: readonly ImportColumn[]): AsyncGenerator<SheetRow> {
  const parentAt = parentColumn(columns);
  const passes = parentAt < 0 ? [() => true] : [(row: SheetRow) => !row.cells[parentAt]?.trim(), (row: SheetRow) => !!row.cells[parentAt]?.trim()];
  for (const inPass of passes) {
    let seenHeader = false;
    for await (const row of await openRows(storageKey, format)) {
      if (!seenHeader) {
        seenHeader = true;
        continue;
      }
      if (inPass(row)) yield row;
    }
  }
}

// First pass: the header and the row count, before anything is written, so
// a file over the row limit or with a wrong header changes nothing (the
// reader refuses a file past its limits).
//
// A dry run also refuses headers that are neither fields nor dictionary codes
// unless the column map names them: before a real run the user decides
// whether such a column is a new free-form attribute, another column under
// a different name, or nothing (the portal's column mapping). A real run
// keeps reading them as free-form codes, as API clients expect.
async function checkFile(key: string, format: "csv" | "xlsx", context: Parameters<typeof parseHeader>[1], options: CheckOptions): Promise<Checked> {
  let header: SheetRow | null = null;
  let columns: ImportColumn[] = [];
  let total = 0;
  let parentAt = -1;
  const parentSkus = new Set<string>();
  for await (const row of await openRows(key, format)) {
    if (!header) {
      header = row;
      const parsed = parseHeader(row.cells, context, options.columnMap);
      if (parsed.errors.length) return { ok: false, message: `The header row is not valid. ${parsed.errors.join(" ")}` };
      if (options.refuseUnknown && parsed.unknown.length) {
        const names = parsed.unknown.join(", ");
        return {
          ok: false,
          message: `Columns not in your attribute dictionary: ${names}. Map each to a column, keep it as a new attribute of its own name, or ignore it, then check the file again.`,
          unknownColumns: parsed.unknown,
        };
      }
      columns = parsed.columns;
      parentAt = parentColumn(columns);
      continue;
    }
    total++;
    const parent = parentAt >= 0 ? row.cells[parentAt]?.trim() : "";
    if (parent) parentSkus.add(parent);
  }
  if (!header) return { ok: false, message: "The file is empty: it needs a header row with a sku column." };
  return { ok: true, header, columns, total, parentSkus };
}

// Reads a claimed import's file and upserts its rows, chunk by chunk. Safe to
// run again after any interruption: the rows before the committed checkpoint
// (`processed`) are read past without being written again.
export async function processImport(ref: ImportRef): Promise<void> {
  const current = await db.import.findUnique({ where: { id: ref.importId, ...ownedBy(ref) } });
  if (!current || current.status !== "running") return;
  // Its writes are versions of whoever started it, from "import".
  return runWithWriteContext(jobWriteContext("import", current, `import:${current.id}`), () => processClaimed(ref, current));
}

async function processClaimed(ref: ImportRef, current: Import): Promise<void> {
  const { importId } = ref;
  const head = await headObject(current.storageKey);
  // Released with every row written: the run stopped before its last write.
  if (!head && current.fileBytes === null && current.processed >= current.total) return finishImport(ref, current, await writtenReport(current));
  if (!head) return failImport(ref, "Nothing was uploaded for this import.");
  if (head.sizeBytes > IMPORT_MAX_BYTES) {
    return failImport(ref, `The file is ${head.sizeBytes.toLocaleString("en")} bytes; imports take files up to ${IMPORT_MAX_BYTES.toLocaleString("en")} bytes (50 MB).`);
  }

  const organizationId = current.organizationId;
  const { enabledLocales, strictAttributes } = await supplierLocales(db, organizationId);
  const dictionary = await db.$transaction((tx) => loadDictionary(tx, organizationId, strictAttributes));
  let checked: Checked;
  try {
    // The bytes an XLSX unpacks to are bounded before the spreadsheet reader
    // sees it; the stored file never changes, so every later read is covered.
    if (current.format === "xlsx") await checkWorkbookBounds(await openFile(current.storageKey), WORKBOOK_BOUNDS);
    checked = await checkFile(current.storageKey, current.format, { dictionary, enabledLocales }, { columnMap: current.columnMap as ColumnMap, refuseUnknown: current.dryRun });
  } catch (err) {
    if (err instanceof FileRefused) return failImport(ref, err.message);
    throw err;
  }
  if (!checked.ok) return failImport(ref, checked.message, checked.unknownColumns);
  await db.import.update({ where: { id: importId, ...ownedBy(ref) }, data: { total: checked.total } });

  const categories = await db.category.findMany({ where: { ...ownedBy(current) }, select: { id: true, name: true } });
  const categoriesByName = new Map<string, string[]>();
  for (const c of categories) categoriesByName.set(c.name, [...(categoriesByName.get(c.name) ?? []), c.id]);
  const context: ImportContext = {
    importId,
    organizationId,
    dryRun: current.dryRun,
    columns: checked.columns,
    categoryIds: new Set(categories.map((c) => c.id)),
    categoriesByName,
    skuRows: new Map(),
    parentSkus: checked.parentSkus,
    plannedNew: current.dryRun ? current.created : 0,
    width: checked.header.cells.length,
    failedRowBudget: failedRowBudget(head.sizeBytes, FAILED_ROW_LIMITS),
    failedRowBytes: current.failedRowBytes,
  };

  let skip = current.processed;
  let chunk: SheetRow[] = [];
  let checkpoint = current.processed;
  const write = async (prepared: PreparedChunk, from: number) => {
    const { plannedNew, failedRowBytes } = context;
    let recorded = new Set<string>();
    try {
      const result = await retryOnConflict(async () => {
        // A retried transaction starts from what the run knew before it.
        context.plannedNew = plannedNew;
        context.failedRowBytes = failedRowBytes;
        return db.$transaction((tx) => writeChunk(tx, context, prepared, from), { timeout: 120_000, maxWait: 30_000 });
      });
      recorded = result.recordedImages;
    } finally {
      if (!context.dryRun) await discardFetchedImages(unrecordedImages(prepared, recorded));
    }
  };
  // Chunk N+1 is read, decoded and its images fetched while chunk N's
  // transaction runs; the transactions themselves stay one after the other,
  // in file order, so the checkpoint always ends a prefix of the file.
  let writing: Promise<void> = Promise.resolve();
  const heap = heapBudget(HEAP_BUDGET_BYTES);
  const flush = async () => {
    heap.check();
    const prepared = await prepareChunk(context, chunk);
    chunk = [];
    try {
      await writing;
    } catch (err) {
      if (!context.dryRun) await discardFetchedImages(unrecordedImages(prepared, new Set()));
      throw err;
    }
    writing = write(prepared, checkpoint);
    checkpoint += prepared.rows.length;
    // Awaited by the next flush or at the end; until then a failure must not
    // count as unhandled.
    writing.catch(() => undefined);
  };
  try {
    for await (const row of rowsInWriteOrder(current.storageKey, current.format, checked.columns)) {
      if (skip > 0) {
        skip--;
        // Rows committed before a restart still count for repeated skus.
        const sku = row.cells[checked.columns.findIndex((c) => c.kind === "field" && c.field === "sku")]?.trim();
        if (sku && !context.skuRows.has(sku)) context.skuRows.set(sku, row.row);
        continue;
      }
      chunk.push(row);
      if (chunk.length >= CHUNK_ROWS) await flush();
    }
    if (chunk.length) await flush();
  } finally {
    // A run that stops never leaves a chunk's transaction behind it: a
    // retry must find the checkpoint settled.
    await writing.catch(() => undefined);
  }
  await writing;

  const done = await db.import.findUniqueOrThrow({ where: { id: importId, ...ownedBy(ref) } });
  const report = done.failed > 0 ? await writeErrorReport(done, checked.header.cells, checked.columns) : null;
  // The file goes before the import says it has finished, so a client that
  // sees "succeeded" never sees the file still counted; a run that stops in
  // between finds the file gone with every row done and finishes (above).
  await deleteObject(done.storageKey);
  await db.import.updateMany({ where: { id: importId, ...ownedBy(ref), status: "running" }, data: { fileBytes: null } });
  await finishImport(ref, done, report);
}

type Report = { key: string; sizeBytes: number } | null;

// The error report a run wrote before it stopped (written before the file goes).
async function writtenReport(done: Import): Promise<Report> {
  if (done.failed === 0) return null;
  const key = importReportKey(done.organizationId, done.id);
  const head = await headObject(key);
  return head ? { key, sizeBytes: head.sizeBytes } : null;
}

// The last write of a run: the outcome, with the error report when rows failed.
async function finishImport(ref: ImportRef, done: Import, report: Report): Promise<void> {
  await db.import.updateMany({
    where: { id: ref.importId, ...ownedBy(ref), status: "running" },
    data: { status: "succeeded", errorReportKey: report?.key ?? null, errorReportBytes: report?.sizeBytes ?? null, finishedAt: new Date() },
  });
  log.info({ importId: ref.importId, organizationId: done.organizationId, total: done.total, created: done.created, updated: done.updated, failed: done.failed }, "import finished");
}
