import { inngest } from "../runtime/client";
import { rerenderRequested } from "../../lib/events/definitions";
import { rerenderRendition } from "../../lib/renditions/rerender-rendition";

// Re-renders a page of claimed stale renditions, one step each: a crash
// resumes after the last finished render, and a step that fails on the store
// is retried on its own.
export const renderStaleRenditions = inngest.createFunction(
  { id: "render-stale-renditions", triggers: [rerenderRequested] },
  async ({ event, step }) => {
    const results: Record<string, number> = { ready: 0, failed: 0, skipped: 0 };
    for (const renditionId of event.data.renditionIds) {
      const result = await step.run(`rerender-${renditionId}`, () => rerenderRendition(event.data.organizationId, renditionId));
      results[result] = (results[result] ?? 0) + 1;
    }
    return results;
  },
);
