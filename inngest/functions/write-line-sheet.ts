import { inngest } from "../runtime/client";
import { sheetRequested } from "../../lib/events/definitions";
import { failLineSheet, writeLineSheet } from "../../lib/sheets/line-sheets";

// Writes a line sheet's PDF to the object store; a retry writes it anew.
export const writeLineSheetFn = inngest.createFunction({ id: "write-line-sheet", retries: 2, triggers: [sheetRequested] }, async ({ event, step }) => {
  try {
    await step.run("write", () => writeLineSheet(event.data));
  } catch (err) {
    await step.run("mark-failed", () => failLineSheet(event.data, "The line sheet stopped on an internal error. Request it again."));
    throw err;
  }
});
