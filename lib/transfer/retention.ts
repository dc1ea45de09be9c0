// How long the files of imports and exports are kept (docs/api.md, "Imports
// and exports"). Each counts toward the plan's storage while it is kept.

// An import's upload URL lives 30 minutes; an upload not started within a
// day is abandoned.
export const ABANDONED_UPLOAD_HOURS = 24;
// Error reports and export files: a week to download them.
export const TRANSFER_FILE_DAYS = 7;

export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3_600_000);
}

export function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - TRANSFER_FILE_DAYS * 86_400_000);
}
