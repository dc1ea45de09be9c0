// Feed files (docs/api.md, "Channels and publications", destination type "feed"). Pure.
import { neutraliseFormula } from "../../core/csv-formula";
export type FeedRecord = { sku: string; fields: Record<string, unknown> };

export function feedJson(channel: { id: string; name: string; locale: string }, records: FeedRecord[], generatedAt: Date): string {
  return JSON.stringify({ channel, generatedAt: generatedAt.toISOString(), records });
}

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  const text = Array.isArray(value) ? value.join("|") : typeof value === "object" ? JSON.stringify(value) : String(value);
  // RFC 4180 quoting, of a cell a spreadsheet would not run as a formula.
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// One row per record; columns are sku, then the map's targets in map order.
export function feedCsv(targets: string[], records: FeedRecord[]): string {
  const lines = [["sku", ...targets].map(csvCell).join(",")];
  for (const r of records) lines.push([r.sku, ...targets.map((t) => r.fields[t])].map(csvCell).join(","));
  return lines.join("\r\n") + "\r\n";
}
