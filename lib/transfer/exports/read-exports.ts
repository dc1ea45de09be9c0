import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import type { Export } from "../../db/generated/client";
import { newestFirstPage, olderThan } from "../../core/newest-first";
import type { Page, PaginationQuery } from "../../core/pagination";
import { DOWNLOAD_URL_SECONDS, presignDownload } from "../../storage/presign";
import { CONTENT_TYPES } from "../sheets";
import type { ExportDocument } from "../documents";

async function serializeExport(row: Export): Promise<ExportDocument> {
  const ready = row.status === "succeeded" && row.storageKey;
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    total: row.total ?? 0,
    processed: row.processed,
    message: row.message,
    // A fresh short-lived link on every read.
    downloadUrl: ready ? await presignDownload(row.storageKey!, { contentType: CONTENT_TYPES[row.format], attachmentName: `products.${row.format}` }) : null,
    expiresAt: ready ? new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getExport(principal: Principal, id: string): Promise<ExportDocument> {
  const row = await db.export.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!row) throw notFound("Export");
  return serializeExport(row);
}

export async function listExports(principal: Principal, page: PaginationQuery): Promise<Page<ExportDocument>> {
  const rows = await newestFirstPage({
    page,
    binding: `exports:${principal.organizationId}`,
    at: (row: Export) => row.createdAt,
    fetch: (before, take) =>
      db.export.findMany({ where: { ...ownedBy(principal), AND: [olderThan("createdAt", before)] }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    serialize: (row) => row,
  });
  return { ...rows, items: await Promise.all(rows.items.map(serializeExport)) };
}
