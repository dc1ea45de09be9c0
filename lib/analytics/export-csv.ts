import type { DayFigures } from "./compute-series";

export const CSV_COLUMNS = [
  "day",
  "productCount",
  "bandRed",
  "bandAmber",
  "bandGreen",
  "publicationsDelivered",
  "publicationsSkipped",
  "publicationsFailed",
  "storageBytes",
  "apiRequests",
] as const;

// Numbers and ISO dates only, so no cell needs quoting.
export function exportCsv(rows: DayFigures[]): string {
  return [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => String(r[c])).join(","))].join("\r\n") + "\r\n";
}
