// Calendar days in UTC as YYYY-MM-DD strings. Pure.
export const MAX_WINDOW_DAYS = 366;

const DAY_MS = 86_400_000;
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The day's number since 1970-01-01, or null unless it is a real calendar
// date of years 0001 to 9999 written YYYY-MM-DD (PostgreSQL has no year 0).
// Parsed field by field: Date.parse accepts 2024-02-30 and rolls it over.
export function dayNumber(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || date < 1) return null;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, date);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== date) return null;
  return Math.round(d.getTime() / DAY_MS);
}

function dayString(n: number): string {
  const d = new Date(n * DAY_MS);
  const year = String(d.getUTCFullYear()).padStart(4, "0");
  return `${year}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
}

// The UTC day of an instant (milliseconds since the epoch). The last answer
// is kept until an instant outside its day comes: the request counter asks
// on every API request, and formatting a date each time cost more than the
// count itself.
let lastDay = { number: Number.NaN, day: "" };
export function dayOfInstant(ms: number): string {
  const n = Math.floor(ms / DAY_MS);
  if (n !== lastDay.number) lastDay = { number: n, day: dayString(n) };
  return lastDay.day;
}

function numberOf(day: string): number {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`not a calendar day: ${day}`);
  return n;
}

export function addDays(day: string, n: number): string {
  return dayString(numberOf(day) + n);
}

// How many days from `from` to `to`, both included (0 when to is before from).
export function windowLength(from: string, to: string): number {
  return Math.max(0, numberOf(to) - numberOf(from) + 1);
}

// Every day of a window, walked by count so no date arithmetic can loop past
// its end; a window longer than the validated maximum is a caller's bug.
export function daysBetween(from: string, to: string): string[] {
  const length = windowLength(from, to);
  if (length > MAX_WINDOW_DAYS) throw new RangeError(`a window of ${length} days is over ${MAX_WINDOW_DAYS}`);
  const start = numberOf(from);
  return Array.from({ length }, (_, i) => dayString(start + i));
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
