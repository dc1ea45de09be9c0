// Response bodies of imports and exports (contract section 12), type-only so
// the portals can import them.
import type { TransferFormat, TransferStatus } from "../db/generated/enums";

export type { TransferFormat, TransferStatus };

export type ImportUpload = { id: string; uploadUrl: string; method: "PUT"; headers: Record<string, string>; expiresAt: string };

// row: the line's number in the file, the header being row 1.
export type ImportRowError = { row: number; column?: string; message: string };

export type ImportDocument = {
  id: string;
  format: TransferFormat;
  filename: string;
  status: TransferStatus;
  dryRun: boolean;
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  // Why the whole file was refused; null when it was read.
  message: string | null;
  errors: ImportRowError[];
  errorReportUrl: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type ExportDocument = {
  id: string;
  format: TransferFormat;
  status: TransferStatus;
  total: number;
  processed: number;
  message: string | null;
  downloadUrl: string | null;
  expiresAt: string | null;
  createdAt: string;
  finishedAt: string | null;
};
