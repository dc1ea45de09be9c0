// Calendar days in UTC as YYYY-MM-DD strings. Pure.
export const MAX_WINDOW_DAYS = 366;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
