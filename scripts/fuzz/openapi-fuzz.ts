// `npx tsx scripts/fuzz/openapi-fuzz.ts --base-url http://localhost:3000`:
// the OpenAPI fuzzing stage against a running server (npm test runs it
// in-process against the integration server, tests/integration/fuzz/).
// Options: --seed N, --valid N, --invalid N (examples per operation).
// Exits 1 on any violation.
import { parseArgs } from "node:util";
import { formatReport } from "./report";
import { DEFAULTS, runFuzz } from "./run";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string", default: process.env.FUZZ_BASE_URL ?? "http://localhost:3000" },
    seed: { type: "string", default: String(DEFAULTS.seed) },
    valid: { type: "string", default: String(DEFAULTS.valid) },
    invalid: { type: "string", default: String(DEFAULTS.invalid) },
  },
});
const report = await runFuzz({ baseUrl: values["base-url"]!.replace(/\/$/, ""), seed: Number(values.seed), valid: Number(values.valid), invalid: Number(values.invalid) });
console.log(formatReport(report));
process.exit(report.violations.length === 0 ? 0 : 1);
