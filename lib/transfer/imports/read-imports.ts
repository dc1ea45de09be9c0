import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { Import } from "../../db/generated/client";
import { newestFirstPage, olderThan } from "../../core/newest-first";
import type { Page, PaginationQuery } from "../../core/pagination";
import { presignDownload } from "../../storage/presign";
import { CONTENT_TYPES } from "../sheets";
import type { ImportDocument, ImportRowError } from "../documents";
import type { CellError } from "./row-patch";
import { LISTED_ERRORS } from "./limits";

async function serializeImport(row: Import, errors: ImportRowError[]): Promise<ImportDocument> {
  return {
    id: row.id,
    format: row.format,
    filename: row.filename,
    status: row.status,
    dryRun: row.dryRun,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    message: row.message,
    errors,
    errorReportUrl: row.errorReportKey
      ? await presignDownload(row.errorReportKey, { contentType: CONTENT_TYPES.csv, attachmentName: `errors-${row.filename.replace(/\.[^.]*$/, "")}.csv` })
      : null,
    columnMap: row.columnMap as Record<string, string | null>,
    unknownColumns: row.unknownColumns,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

// The first errors in row order, one entry per failing cell.
async function firstErrors(importId: string): Promise<ImportRowError[]> {
  const rows = await db.importFailedRow.findMany({ where: { importId }, orderBy: { row: "asc" }, take: LISTED_ERRORS, select: { row: true, errors: true } });
  return rows.flatMap((r) => (r.errors as CellError[]).map((e) => ({ row: r.row, ...e }))).slice(0, LISTED_ERRORS);
}

export async function getImport(principal: Principal, id: string): Promise<ImportDocument> {
  const row = await db.import.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!row) throw notFound("Import");
  return serializeImport(row, await firstErrors(id));
}

// The organisation's imports, newest first; errors are left to each import's
// own document so a page stays one query.
export async function listImports(principal: Principal, page: PaginationQuery): Promise<Page<ImportDocument>> {
  const rows = await newestFirstPage({
    page,
    binding: `imports:${principal.organizationId}`,
    at: (row: Import) => row.createdAt,
    fetch: (before, take) =>
      db.import.findMany({ where: { ...ownedBy(principal), AND: [olderThan("createdAt", before)] }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    serialize: (row) => row,
  });
  return { ...rows, items: await Promise.all(rows.items.map((row) => serializeImport(row, []))) };
}
