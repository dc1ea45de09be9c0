// One rule for every CSV the service writes (exports, error reports, feeds,
// analytics): a cell a spreadsheet would run as a formula (OWASP's CSV
// injection list: a leading =, +, -, @, tab or carriage return) is written
// with a leading apostrophe, which spreadsheets show as text. Cells that
// already start with apostrophes before such a character get one more, and
// a plain number (-5, +1.5e3) is left as it is, so the reader below gives
// back exactly what was written: an import reads an export unchanged.

const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return RUNS_AS_FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function restoreFormula(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}
