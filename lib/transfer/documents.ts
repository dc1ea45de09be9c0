// Response bodies of imports and exports (docs/api.md, "Imports and exports"). Each type is
// the z.infer of its schema (one source for the serializers, the OpenAPI
// document and the portals); browser-safe.
import { z } from "zod";
import { TransferFormat, TransferStatus } from "../db/generated/enums";

export type { TransferFormat, TransferStatus };

export const importUpload = z.object({
  id: z.string(),
  uploadUrl: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type ImportUpload = z.infer<typeof importUpload>;

// row: the line's number in the file, the header being row 1.
export const importRowError = z.object({ row: z.number().int(), column: z.string().optional(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const importDocument = z.object({
  id: z.string(),
  format: z.enum(TransferFormat),
  filename: z.string(),
  status: z.enum(TransferStatus),
  dryRun: z.boolean(),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  // Why the whole file was refused; null when it was read.
  message: z.string().nullable(),
  errors: z.array(importRowError),
  errorReportUrl: z.string().nullable(),
  columnMap: z.record(z.string(), z.string().nullable()).describe("How the file's headers are read, as start was given it ({} when not)."),
  unknownColumns: z.array(z.string()).describe("Headers a dry run refused as unknown (neither a field nor a dictionary code, and not in columnMap); [] otherwise."),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportDocument = z.infer<typeof importDocument>;

// POST /exports answers the id to poll; the file is written in the background.
export const exportStarted = z.object({ id: z.string() });
export type ExportStarted = z.infer<typeof exportStarted>;

export const exportDocument = z.object({
  id: z.string(),
  format: z.enum(TransferFormat),
  status: z.enum(TransferStatus),
  total: z.number().int(),
  processed: z.number().int(),
  message: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportDocument = z.infer<typeof exportDocument>;
