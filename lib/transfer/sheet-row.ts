// A row as the sheet readers (read-csv.ts, read-xlsx.ts) hand it on, and the
// limits they hold every file to. Pure, unit-tested beside it.

// Its number in the file (the header is row 1) and its cells as text,
// whatever type the spreadsheet stored.
export type SheetRow = { row: number; cells: string[] };

// The whole file is refused; the message says why, in the user's terms.
export class FileRefused extends Error {}

// rows: how many rows a file may hold besides its header, blank ones
// included; rowBytes: the UTF-8 bytes of one row's cells together.
export type SheetLimits = { rows: number; rowBytes: number };

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

// which: "Row 12", or where a CSV parser stopped, "The row at line 12".
export function rowTooLong(which: string, limits: SheetLimits): FileRefused {
  return new FileRefused(`${which} holds more than ${limits.rowBytes.toLocaleString("en")} bytes of text, the limit for one row of an import.`);
}

export type RowGate = {
  // Each row the file holds, blank or not, as it is met.
  count(): void;
  // A row about to be handed on.
  measure(row: SheetRow): void;
};

// Counting is all a blank row costs, so a million of them are refused as
// soon as the limit is passed rather than read to the end.
export function rowGate(limits: SheetLimits): RowGate {
  let held = 0;
  return {
    count() {
      if (++held > limits.rows + 1) {
        throw new FileRefused(`The file has more than ${limits.rows.toLocaleString("en")} rows besides its header (blank rows count too); split it into several imports.`);
      }
    },
    measure({ row, cells }) {
      let bytes = 0;
      for (const cell of cells) {
        bytes += Buffer.byteLength(cell);
        if (bytes > limits.rowBytes) throw rowTooLong(`Row ${row}`, limits);
      }
    },
  };
}
