import { z } from "zod";
import { daysBetween, MAX_WINDOW_DAYS } from "./days";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD.").refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a calendar date.");

export const exportQuery = z
  .object({ from: isoDay, to: isoDay, format: z.enum(["pdf", "csv"]).default("pdf") })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must not be after to." });
    else if (daysBetween(q.from, q.to).length > MAX_WINDOW_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `The window is at most ${MAX_WINDOW_DAYS} days.` });
  });
export type ExportQuery = z.infer<typeof exportQuery>;
