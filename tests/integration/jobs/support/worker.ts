import { createTestRunner } from "./test-functions";

// A separate process running the test functions, killed by the crash test
// while a step is in flight. DATABASE_URL, JOBS_TEST_WORKER and
// JOBS_TEST_LEASE_MS come from the parent.
createTestRunner({ leaseMs: Number(process.env.JOBS_TEST_LEASE_MS) }).start();
