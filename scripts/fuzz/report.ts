import { CHECKS } from "./checks";
import type { FuzzReport } from "./run";

// What the stage prints: a line per check, then each violation with the
// operation, the check, the request and the answer.
export function formatReport(report: FuzzReport, shown = 50): string {
  const lines = [
    `OpenAPI fuzzing: ${report.operations} operations, ${report.requests} requests, seed ${report.seed}, ${(report.durationMs / 1000).toFixed(1)} s`,
    `  statuses: ${Object.entries(report.statuses).map(([status, n]) => `${status}: ${n}`).join(", ")}`,
    ...CHECKS.map((c) => `  ${c.padEnd(28)} ${String(report.counts[c].passed).padStart(5)} passed, ${report.counts[c].failed} failed`),
  ];
  if (report.unreached.length > 0) lines.push(`  no success reached (${report.unreached.length}): ${report.unreached.join(", ")}`);
  for (const v of report.violations.slice(0, shown)) {
    lines.push(`FAIL ${v.operation} [${v.check}] ${v.failure}`, `  request:  ${v.request}`, `  response: ${v.response}`);
  }
  if (report.violations.length > shown) lines.push(`… and ${report.violations.length - shown} more violations`);
  return lines.join("\n");
}
