// The plan codes and billing intervals, apart from the plan table (which reads
// the configuration) so the browser-safe response schemas can name them.
export const INTERVALS = ["month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];

export const PLAN_CODES = ["free", "starter", "pro", "enterprise"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
