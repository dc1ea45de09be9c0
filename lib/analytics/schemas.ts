import { z } from "zod";
import { dayNumber, MAX_WINDOW_DAYS, windowLength } from "./days";

const isoDay = z.string().refine((d) => dayNumber(d) !== null, "Use a calendar date written YYYY-MM-DD (years 0001 to 9999).");

export const exportQuery = z
  .object({ from: isoDay, to: isoDay, format: z.enum(["pdf", "csv"]).default("pdf") })
  .superRefine((q, ctx) => {
    // zod runs this even when a field failed above; only real dates are compared.
    if (dayNumber(q.from) === null || dayNumber(q.to) === null) return;
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must not be after to." });
    else if (windowLength(q.from, q.to) > MAX_WINDOW_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `The window is at most ${MAX_WINDOW_DAYS} days.` });
  });
export type ExportQuery = z.infer<typeof exportQuery>;
