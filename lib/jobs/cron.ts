// The standard 5-field cron syntax (minute hour day-of-month month
// day-of-week), evaluated in UTC as Inngest does when no TZ is given. Small
// enough to own; the runner only needs "when is the next tick".

export type CronSchedule = {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  daysOfWeek: ReadonlySet<number>;
  // Vixie cron: when both day fields are restricted a day matching either
  // one fires; when one is "*" only the other decides.
  dayOfMonthIsStar: boolean;
  dayOfWeekIsStar: boolean;
};

const macros: Record<string, string> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

const monthNames = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const dayNames = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

type FieldSpec = { min: number; max: number; names?: string[]; nameOffset?: number };

const fields: FieldSpec[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: monthNames, nameOffset: 1 },
  // 7 is accepted as Sunday and folded onto 0 below.
  { min: 0, max: 7, names: dayNames, nameOffset: 0 },
];

export function parseCron(expression: string): CronSchedule {
  const trimmed = expression.trim();
  const expanded = macros[trimmed.toLowerCase()] ?? trimmed;
  const parts = expanded.split(/\s+/);
  if (parts.length !== 5) throw new Error(`Invalid cron "${expression}": expected 5 fields (TZ prefixes are not supported)`);
  const [minutes, hours, daysOfMonth, months, rawDaysOfWeek] = parts.map((part, i) => parseField(part, fields[i]!, expression));
  const daysOfWeek = new Set([...rawDaysOfWeek!].map((day) => day % 7));
  return {
    minutes: minutes!,
    hours: hours!,
    daysOfMonth: daysOfMonth!,
    months: months!,
    daysOfWeek,
    dayOfMonthIsStar: parts[2]!.startsWith("*"),
    dayOfWeekIsStar: parts[4]!.startsWith("*"),
  };
}

function parseField(field: string, spec: FieldSpec, expression: string): Set<number> {
  const values = new Set<number>();
  for (const item of field.split(",")) {
    const match = /^([^/]+)(?:\/(\d+))?$/.exec(item);
    if (!match) throw invalid(expression, item);
    const [, range, stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) throw invalid(expression, item);
    let from: number;
    let to: number;
    if (range === "*") {
      from = spec.min;
      to = spec.max;
    } else {
      const [start, end] = range!.split("-");
      from = parseValue(start!, spec, expression);
      // "5/15" means "from 5 to the end, every 15".
      to = end !== undefined ? parseValue(end, spec, expression) : stepText !== undefined ? spec.max : from;
    }
    if (from > to) throw invalid(expression, item);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

function parseValue(text: string, spec: FieldSpec, expression: string): number {
  const nameIndex = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  const value = nameIndex >= 0 ? nameIndex + (spec.nameOffset ?? 0) : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value < spec.min || value > spec.max) throw invalid(expression, text);
  return value;
}

function invalid(expression: string, part: string): Error {
  return new Error(`Invalid cron "${expression}": cannot read "${part}"`);
}

// A schedule such as "0 0 30 2 *" never fires; give up after this far.
const searchHorizonMs = 5 * 366 * 24 * 60 * 60 * 1000;

// The first tick strictly after `after`, at a whole minute.
export function nextTick(schedule: CronSchedule, after: Date): Date {
  const limit = after.getTime() + searchHorizonMs;
  let t = new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
  while (t.getTime() <= limit) {
    const [year, month, day, hour] = [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), t.getUTCHours()];
    if (!schedule.months.has(month + 1)) t = new Date(Date.UTC(year, month + 1, 1));
    else if (!dayMatches(schedule, t)) t = new Date(Date.UTC(year, month, day + 1));
    else if (!schedule.hours.has(hour)) t = new Date(Date.UTC(year, month, day, hour + 1));
    else if (!schedule.minutes.has(t.getUTCMinutes())) t = new Date(t.getTime() + 60_000);
    else return t;
  }
  throw new Error("Cron schedule never fires");
}

function dayMatches(schedule: CronSchedule, t: Date): boolean {
  const byMonthDay = schedule.daysOfMonth.has(t.getUTCDate());
  const byWeekDay = schedule.daysOfWeek.has(t.getUTCDay());
  if (schedule.dayOfMonthIsStar || schedule.dayOfWeekIsStar) return byMonthDay && byWeekDay;
  return byMonthDay || byWeekDay;
}

// The latest tick in (from, to], if any: a runner that was busy or asleep
// runs a missed tick once, not once per missed tick.
export function latestTickBetween(schedule: CronSchedule, from: Date, to: Date): Date | undefined {
  let latest: Date | undefined;
  for (let t = nextTick(schedule, from); t.getTime() <= to.getTime(); t = nextTick(schedule, t)) latest = t;
  return latest;
}
