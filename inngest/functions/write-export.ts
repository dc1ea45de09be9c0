import { inngest } from "../runtime/client";
import { exportRequested } from "../../lib/events/definitions";
import { failExport, runExport } from "../../lib/transfer/exports/run-export";

// Writes an export's file to the object store; a retry writes it anew.
// After the last attempt the export is marked failed.
export const writeExport = inngest.createFunction({ id: "write-export", retries: 3, triggers: [exportRequested] }, async ({ event, step }) => {
  try {
    await step.run("write", () => runExport(event.data));
  } catch (err) {
    await step.run("mark-failed", () => failExport(event.data, "The export stopped on an internal error. Request it again."));
    throw err;
  }
});
