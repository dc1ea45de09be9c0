// Counts what the parts of a zip inflate to, as they inflate, and says at the
// first bound passed why the workbook is refused. Pure: workbook-bounds.ts
// feeds it the byte counts; the rules are unit-tested beside it.

export type InflationBounds = {
  // Every part together.
  totalBytes: number;
  // xl/sharedStrings.xml (all entries of that name together).
  sharedStringsBytes: number;
  // Each other part (a worksheet, an image).
  partBytes: number;
  // workbook.xml, its relationships and styles.xml together.
  describingBytes: number;
  // Inflated bytes per compressed byte of one part.
  ratio: number;
};

// The compressed bytes a part is measured against are those read since it
// began plus one slice of read-ahead, so the ratio never overstates a part's.
export const READ_AHEAD_BYTES = 64 * 1024;

export type PartKind = "sharedStrings" | "worksheet" | "describing" | "other";

// As the spreadsheet reader (exceljs) tells the parts apart: a worksheet is
// any path that contains the pattern, not only one that equals it.
export function partKind(path: string): PartKind {
  if (path === "xl/sharedStrings.xml") return "sharedStrings";
  if (path === "xl/workbook.xml" || path === "xl/_rels/workbook.xml.rels" || path === "xl/styles.xml") return "describing";
  if (/xl\/worksheets\/sheet\d+[.]xml/.test(path)) return "worksheet";
  return "other";
}

const MiB = 1_048_576;
const size = (bytes: number) => `${bytes / MiB} MiB (${bytes.toLocaleString("en")} bytes)`;
// A part's name is the file's to choose; a message quotes only its start.
const quoted = (path: string) => (path.length > 100 ? `${path.slice(0, 100)}…` : path);

export type Part = {
  // The part's next inflated bytes, with the file's bytes read so far;
  // a refusal message when a bound is passed.
  add(bytes: number, compressedRead: number): string | null;
};

export type InflationMeter = { part(path: string, compressedRead: number): Part };

export function inflationMeter(bounds: InflationBounds): InflationMeter {
  let total = 0;
  const byKind: Record<"sharedStrings" | "describing", number> = { sharedStrings: 0, describing: 0 };
  return {
    part(path, startedAt) {
      const kind = partKind(path);
      let inflated = 0;
      return {
        add(bytes, compressedRead) {
          inflated += bytes;
          total += bytes;
          if (total > bounds.totalBytes) return `The workbook unpacks to more than ${size(bounds.totalBytes)}, the limit for an XLSX import.`;
          if (kind === "sharedStrings" || kind === "describing") {
            byKind[kind] += bytes;
            if (kind === "sharedStrings" && byKind[kind] > bounds.sharedStringsBytes) {
              return `The workbook's shared strings (xl/sharedStrings.xml) unpack to more than ${size(bounds.sharedStringsBytes)}, the limit for an XLSX import.`;
            }
            if (kind === "describing" && byKind[kind] > bounds.describingBytes) {
              return `The workbook's description (workbook.xml, its relationships and styles.xml) unpacks to more than ${size(bounds.describingBytes)}, the limit for an XLSX import.`;
            }
          } else if (inflated > bounds.partBytes) {
            return `The workbook's part ${quoted(path)} unpacks to more than ${size(bounds.partBytes)}, the limit for one part of an XLSX import.`;
          }
          if (inflated > bounds.ratio * (compressedRead - startedAt + READ_AHEAD_BYTES)) {
            return `The workbook's part ${quoted(path)} unpacks to more than ${bounds.ratio} times its compressed size, the limit for an XLSX import: spreadsheets compress far less, decompression bombs far more.`;
          }
          return null;
        },
      };
    },
  };
}
