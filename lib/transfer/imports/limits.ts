import { MB } from "../../assets/media-types";
import { DEFAULT_MAX_LENGTH } from "../../catalog/attributes/definition";
import type { WorkbookBounds } from "../workbook-bounds";

const KiB = 1024;

// A file over either limit fails whole and changes nothing. Blank rows count
// toward the row limit: skipping them costs little, but not nothing.
export const IMPORT_MAX_BYTES = 50 * MB;
export const IMPORT_MAX_ROWS = 100_000;
// The first errors an import's document lists; the error report has them all.
export const LISTED_ERRORS = 100;

// A cell longer than the longest value the catalogue stores (a textarea)
// could only fail, so it fails its row without being read.
export const CELL_MAX_CHARS = DEFAULT_MAX_LENGTH.textarea;
// A row whose cells hold more than this (UTF-8) fails the file: the CSV
// parser stops at it, and an XLSX row referring to long shared strings again
// and again is what a spreadsheet bomb looks like.
export const ROW_MAX_BYTES = 1 * MB;

// What an XLSX may unpack to, checked while it is unpacked and before the
// spreadsheet reader sees it (workbook-bounds.ts). A workbook of 100,000
// rows and 20 columns of varied text (24 MB) unpacks to 134 MB: a 76 MB
// worksheet and 58 MB of shared strings, each part 4 to 13 times its
// compressed size (docs/api.md).
export const WORKBOOK_BOUNDS: WorkbookBounds = {
  totalBytes: 512 * MB,
  // Held in memory for the whole read, about twice their size at worst.
  sharedStringsBytes: 128 * MB,
  // Streamed; each part also lands once in a temporary file.
  partBytes: 256 * MB,
  // workbook.xml, its relationships and styles.xml, read whole into objects.
  describingBytes: 16 * MB,
  ratio: 100,
  // What the spreadsheet reader gathers into one row (or one cell) before
  // the row reaches us.
  rowXmlBytes: 16 * MB,
};

// What an import keeps of its failed rows for the error report.
export const FAILED_ROW_LIMITS = {
  // A row's cells, as stored (JSON); a larger row is listed without them.
  cellsBytes: 256 * KiB,
  // Each error message, and all of a row's errors together.
  messageChars: 1_000,
  errorsBytes: 8 * KiB,
  // All failed rows of one import: this much, plus a multiple of the file's
  // own size, so a value repeated in many failing rows cannot multiply it.
  floorBytes: 16 * MB,
  perFileByte: 4,
};
