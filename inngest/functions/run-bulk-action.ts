import { inngest } from "../runtime/client";
import { bulkActionRequested } from "../../lib/events/definitions";
import { failBulkAction, finishBulkAction, runBulkChunk, startBulkAction } from "../../lib/bulk-actions/run-bulk-action";

// Applies a bulk action a chunk per step, so a restart resumes after the last
// chunk stored and the grid's progress moves chunk by chunk; each chunk
// records its own progress and refusals on the action, once. After the last
// attempt of a chunk the action is marked failed; chunks before it stay done.
export const runBulkAction = inngest.createFunction({ id: "run-bulk-action", retries: 3, triggers: [bulkActionRequested] }, async ({ event, step }) => {
  const plan = await step.run("start", () => startBulkAction(event.data));
  if (!plan) return;
  try {
    for (let index = 0; index < plan.chunks; index++) {
      await step.run(`chunk-${index}`, () => runBulkChunk(event.data, index));
    }
  } catch (err) {
    await step.run("mark-failed", () => failBulkAction(event.data));
    throw err;
  }
  await step.run("finish", () => finishBulkAction(event.data));
});
