// The reader's language for labels a supplier wrote in several: the
// browser's, else English. Only read where data fetched in the browser is
// shown, so server and browser renders agree.
export function readerLocale(): string {
  return typeof navigator !== "undefined" && navigator.language ? navigator.language : "en";
}
