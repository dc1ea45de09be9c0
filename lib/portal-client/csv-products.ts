import { parseCsv } from "./csv";

// CSV rows to bulk-upsert items. Columns: sku, name, description, status,
// categoryId, tags (separated by "|"), attributes.<code>, and
// localized.<locale>.name / .description / .attributes.<code>. Empty cells
// are left out, so the API applies its defaults and reports what is missing.
export type CsvImport = { items: Record<string, unknown>[]; lines: number[]; headerErrors: string[] };

const PLAIN = new Set(["sku", "name", "description", "status", "categoryId", "tags"]);

function columnError(column: string): string | null {
  if (PLAIN.has(column) || /^attributes\.[^.]+$/.test(column)) return null;
  if (/^localized\.[^.]+\.(name|description)$/.test(column) || /^localized\.[^.]+\.attributes\.[^.]+$/.test(column)) return null;
  return `Unknown column "${column}".`;
}

function set(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

export function productsFromCsv(text: string): CsvImport {
  const [header = [], ...rows] = parseCsv(text);
  const columns = header.map((h) => h.trim());
  const headerErrors = columns.flatMap((c) => columnError(c) ?? []);
  if (!columns.includes("sku")) headerErrors.push('The header needs a "sku" column.');
  const items = rows.map((cells) => {
    const item: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const cell = (cells[i] ?? "").trim();
      if (cell === "" || columnError(column)) return;
      if (column === "tags") item.tags = cell.split("|").map((t) => t.trim()).filter(Boolean);
      else set(item, column.split("."), cell);
    });
    return item;
  });
  // Line numbers as a spreadsheet shows them (the header is line 1).
  return { items, lines: rows.map((_, i) => i + 2), headerErrors };
}
