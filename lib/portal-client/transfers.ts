import type { TransferFormat, TransferStatus } from "./api-types";
import type { SearchInput } from "./hooks/use-products";

// Pure rules of the import page and the export dialog (docs/api.md, "Imports and exports").

// How often a running import or export is read again.
export const POLL_MS = 500;
// A settled one is read again before its download link (300 s) expires, so
// the link on the page always works.
export const LINK_REFRESH_MS = 240_000;

// The format is the file's extension, as the API expects it to be declared.
export function formatOf(filename: string): TransferFormat | null {
  const extension = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  return extension === "csv" || extension === "xlsx" ? extension : null;
}

// GET /imports/{id} lists this many errors at most; the report has them all.
export const FIRST_ERRORS = 100;

export const isSettled = (status: TransferStatus) => status === "succeeded" || status === "failed";

// TanStack Query's refetchInterval: often while the run goes on, then only
// to renew the download link.
export function pollInterval(status: TransferStatus | undefined): number {
  return status === undefined || !isSettled(status) ? POLL_MS : LINK_REFRESH_MS;
}

// The list of past imports is read again while one of them has not settled,
// so a run started earlier (or elsewhere) moves on the page too.
export const LIST_POLL_MS = 2_000;
export function listPollInterval(statuses: TransferStatus[]): number | false {
  return statuses.some((status) => !isSettled(status)) ? LIST_POLL_MS : false;
}

// Whole percent done; the total is 0 until the run has counted the rows.
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((processed / total) * 100)));
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

// Page parameters shape a page, not the selection an export writes (the API refuses them).
const PAGE_ONLY = new Set(["limit", "cursor", "facetBy", "facetLimit"]);

// The export's filter: the list's own search parameters, blanks left out.
export function exportFilter(query: SearchInput): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (PAGE_ONLY.has(name) || value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") filter[name] = text;
  }
  return filter;
}
