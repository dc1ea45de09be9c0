import type { DayFigures } from "./compute-series";
import { neutraliseFormula } from "../core/csv-formula";

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

// Numbers and ISO dates only, so no cell needs quoting; the formula rule of
// every CSV we write still applies.
export function exportCsv(rows: DayFigures[]): string {
  return [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => neutraliseFormula(String(r[c]))).join(","))].join("\r\n") + "\r\n";
}
