import { inngest } from "../runtime/client";
import { exportRequested } from "../../lib/events/definitions";
import { failExport, runExport } from "../../lib/transfer/exports/run-export";
import { isProcessStopped } from "../../lib/jobs/process-stopped";

// Writes an export's file to the object store; a retry writes it anew.
// After the last attempt the export is marked failed.
export const writeExport = inngest.createFunction({ id: "write-export", retries: 3, triggers: [exportRequested] }, async ({ event, step }) => {
  try {
    await step.run("write", () => runExport(event.data));
  } catch (err) {
    const message = isProcessStopped(err)
      ? "The export stopped twice while writing the file (it ran out of memory or its process was killed) and was not tried again. Request a smaller selection."
      : "The export stopped on an internal error. Request it again.";
    await step.run("mark-failed", () => failExport(event.data, message));
    throw err;
  }
});
