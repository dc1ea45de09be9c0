import { z } from "zod";
import { paginationQuery, pageOf } from "../core/pagination";

const SOURCES = ["api", "portal", "import", "bulkAction", "restore", "system"] as const;

export const historyParams = z.object({ id: z.uuid() });
export const versionParams = z.object({ id: z.uuid(), versionId: z.uuid() });
export const historyQuery = paginationQuery.extend({
  field: z.string().min(1).max(300).optional().describe("Only versions that changed this field, or fields under it (`attributes` takes every attribute)."),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const asOfQuery = z.object({
  asOf: z.iso.datetime({ offset: true }).optional().describe("An RFC 3339 instant: the product as it stood then (its owner only)."),
});

export const restoreBody = z.object({ dryRun: z.boolean().optional() });
export type RestoreBody = z.infer<typeof restoreBody>;

export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const versionDocument = z.object({
  id: z.string(),
  version: z.number().int(),
  at: z.string(),
  actor: z.object({ kind: z.enum(["user", "apiKey", "system"]), id: z.string().nullable(), name: z.string().nullable() }),
  source: z.enum(SOURCES),
  changes: z.array(fieldChange),
});
export type VersionDocument = z.infer<typeof versionDocument>;
export const historyPage = pageOf(versionDocument);

export const deletedProductDocument = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  deletedAt: z.string(),
  actor: versionDocument.shape.actor,
  // The version to restore: the one before the deletion.
  restoreVersionId: z.string().nullable(),
});
export const deletedProductsPage = pageOf(deletedProductDocument);
