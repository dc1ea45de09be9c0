import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { log } from "../core/log";
import { importUploadKey } from "../storage/keys";
import { deleteObject } from "../storage/objects";
import { releaseImportFile } from "./imports/release-file";
import { ABANDONED_UPLOAD_HOURS, abandonedBefore, expiredBefore, TRANSFER_FILE_DAYS } from "./retention";

const BATCH = 200;

export type Expired = { abandonedUploads: number; importFiles: number; errorReports: number; exportFiles: number };

// One pass of each kind, at most BATCH rows each; call again while anything
// was expired. Each row changes under a condition that a concurrent start or
// run would have changed first, so a file in use is never deleted.
export async function expireTransferFiles(now: Date): Promise<Expired> {
  const [abandonedUploads, importFiles, errorReports, exportFiles] = await Promise.all([
    failAbandonedUploads(now),
    releaseFinishedImportFiles(),
    deleteOldErrorReports(now),
    deleteOldExportFiles(now),
  ]);
  return { abandonedUploads, importFiles, errorReports, exportFiles };
}

async function failAbandonedUploads(now: Date): Promise<number> {
  const stale = await db.import.findMany({
    // A platform-wide expiry sweep.
    where: { ...ownedBy.anyOrganization(), status: "pending", queuedAt: null, createdAt: { lt: abandonedBefore(now) } },
    select: { id: true, organizationId: true, filename: true },
    take: BATCH,
  });
  let count = 0;
  for (const row of stale) {
    const failed = await db.import.updateMany({
      where: { id: row.id, ...ownedBy(row), status: "pending", queuedAt: null },
      data: { status: "failed", message: `The import was not started within ${ABANDONED_UPLOAD_HOURS} hours of its upload; the upload was deleted.`, finishedAt: now },
    });
    if (failed.count === 0) continue;
    count++;
    await deleteObject(importUploadKey(row.organizationId, row.id, row.filename)).catch((err: unknown) => log.warn({ err, importId: row.id }, "could not delete an abandoned import upload"));
  }
  return count;
}

async function releaseFinishedImportFiles(): Promise<number> {
  const rows = await db.import.findMany({
    where: { ...ownedBy.anyOrganization(), status: { in: ["succeeded", "failed"] }, fileBytes: { not: null } },
    select: { id: true, organizationId: true },
    take: BATCH,
  });
  for (const row of rows) await releaseImportFile({ importId: row.id, organizationId: row.organizationId });
  return rows.length;
}

async function deleteOldErrorReports(now: Date): Promise<number> {
  const rows = await db.import.findMany({
    where: { ...ownedBy.anyOrganization(), errorReportKey: { not: null }, finishedAt: { lt: expiredBefore(now) } },
    select: { id: true, organizationId: true, errorReportKey: true },
    take: BATCH,
  });
  for (const row of rows) {
    await deleteObject(row.errorReportKey!);
    await db.import.updateMany({ where: { id: row.id, ...ownedBy(row), errorReportKey: row.errorReportKey }, data: { errorReportKey: null, errorReportBytes: null } });
  }
  return rows.length;
}

async function deleteOldExportFiles(now: Date): Promise<number> {
  const rows = await db.export.findMany({
    where: { ...ownedBy.anyOrganization(), storageKey: { not: null }, finishedAt: { lt: expiredBefore(now) } },
    select: { id: true, organizationId: true, storageKey: true },
    take: BATCH,
  });
  for (const row of rows) {
    await deleteObject(row.storageKey!);
    await db.export.updateMany({
      where: { id: row.id, ...ownedBy(row), storageKey: row.storageKey },
      data: { storageKey: null, fileBytes: null, message: `The file was deleted ${TRANSFER_FILE_DAYS} days after the export finished; request the export again.` },
    });
  }
  return rows.length;
}
