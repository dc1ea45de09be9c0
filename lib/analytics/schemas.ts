import { z } from "zod";
import { dayNumber, ISO_DAY, MAX_WINDOW_DAYS, windowLength } from "./days";

// The shape is checked first so the description can state it (and the
// date format); dayNumber then refuses what is not a real day.
const DAY = "Use a calendar date written YYYY-MM-DD (years 0001 to 9999).";
const isoDay = z
  .string()
  .regex(ISO_DAY, { message: DAY, abort: true })
  .refine((d) => dayNumber(d) !== null, DAY)
  .meta({ format: "date", description: "A calendar date, YYYY-MM-DD, of the years 0001 to 9999." });

export const exportQuery = z
  .object({ from: isoDay, to: isoDay, format: z.enum(["pdf", "csv"]).default("pdf") })
  .superRefine((q, ctx) => {
    // zod runs this even when a field failed above; only real dates are compared.
    if (dayNumber(q.from) === null || dayNumber(q.to) === null) return;
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must not be after to." });
    else if (windowLength(q.from, q.to) > MAX_WINDOW_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `The window is at most ${MAX_WINDOW_DAYS} days.` });
  });
export type ExportQuery = z.infer<typeof exportQuery>;
