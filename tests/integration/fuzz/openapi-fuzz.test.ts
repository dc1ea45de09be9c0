import { describe, expect, it } from "vitest";
import { baseUrl } from "../../support/http";
import { formatReport } from "../../../scripts/fuzz/report";
import { runFuzz } from "../../../scripts/fuzz/run";

// The OpenAPI fuzzing stage (scripts/fuzz/, docs/architecture.md "Tests"),
// run in-process against the integration server: every operation, valid and
// invalid examples from the document's schemas with a fixed seed, each
// answer checked against the document. Its budget on the 2-core CI machine
// is 4 minutes.
const BUDGET_MS = 240_000;

describe("the OpenAPI document, fuzzed", () => {
  it("answers every generated request as the document says, within the budget", async () => {
    const report = await runFuzz({ baseUrl: baseUrl() });
    console.log(formatReport(report));
    expect(report.violations.map((v) => `${v.operation} [${v.check}] ${v.failure} | ${v.request} | ${v.response}`)).toEqual([]);
    expect(report.durationMs).toBeLessThan(BUDGET_MS);
  }, BUDGET_MS + 60_000);
});
