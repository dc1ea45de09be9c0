import { MB } from "../../assets/media-types";

// docs/api.md, "Imports and exports": a file over either limit fails whole and changes nothing.
export const IMPORT_MAX_BYTES = 50 * MB;
export const IMPORT_MAX_ROWS = 100_000;
// The first errors an import's document lists; the error report has them all.
export const LISTED_ERRORS = 100;
