// PostgreSQL's text form of a timestamptz in a UTC session
// ("2026-11-24 09:44:36.12+00") read field by field into Date.UTC: pg's
// general parser (a regular expression, then a Date built in local time and
// shifted) took a tenth of the CPU of a product page, 100 timestamps each.
// Anything else (another session time zone, years before 100, BC, infinity)
// goes to the general parser.
import { NativeDate } from "../core/native-date";

const UTC_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?\+00$/;

function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

export function parseUtcTimestamptz(text: string, general: (text: string) => unknown): unknown {
  const year = digits(text, 0, 4);
  if (year < 100 || !UTC_TIMESTAMP.test(text)) return general(text);
  // Milliseconds: the first three fraction digits, as pg and Date keep them.
  const fractionEnd = Math.min(text.length - 3, 23);
  const ms = text.charCodeAt(19) === 46 ? digits(text, 20, fractionEnd) * 10 ** (3 - (fractionEnd - 20)) : 0;
  const time = NativeDate.UTC(year, digits(text, 5, 7) - 1, digits(text, 8, 10), digits(text, 11, 13), digits(text, 14, 16), digits(text, 17, 19), ms);
  return new NativeDate(time);
}
