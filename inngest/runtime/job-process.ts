// The process that runs background jobs, apart from the one that serves
// requests: a job that runs out of memory or holds its event loop (a
// spreadsheet bomb, a million blank lines) stops or slows this process, never
// the web server. server/main.ts starts it beside itself when JOB_RUNNER=on
// and starts it again when it dies; `npm run jobs` runs one on its own, for
// instances that only run jobs. Its heap limit is set by whoever starts it
// (--max-old-space-size, JOB_PROCESS_HEAP_MB).
//   node --import tsx --conditions=react-server inngest/runtime/job-process.ts
import { getHeapStatistics } from "node:v8";
import { log } from "../../lib/core/log";
import { startJobRunner, stopJobRunner } from "./runner";

const logger = log.child({ component: "job-process" });
startJobRunner();
logger.info({ pid: process.pid, heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20) }, "job process started");

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Steps in flight finish and their runs are handed back.
  await stopJobRunner().catch((err: unknown) => logger.error({ err }, "job runner did not stop cleanly"));
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
// Started by the web server: when it goes, so does this process (a server
// killed outright cannot send a signal; the IPC channel closes).
process.on("disconnect", () => void stop(0));
