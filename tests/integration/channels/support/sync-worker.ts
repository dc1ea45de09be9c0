import pino from "pino";
import { inngest } from "../../../../inngest/runtime/client";
import { functions } from "../../../../inngest/functions";
import { createJobRunner } from "../../../../lib/jobs/job-runner";

// The app's real functions in a separate process, which the test kills
// mid-delivery. DATABASE_URL and SYNC_TEST_LEASE_MS come from the parent.
createJobRunner({
  functions,
  mode: "local",
  client: inngest,
  logger: pino({ level: "silent" }),
  leaseMs: Number(process.env.SYNC_TEST_LEASE_MS),
}).start();
