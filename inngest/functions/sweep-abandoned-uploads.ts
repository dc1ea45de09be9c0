import { inngest } from "../runtime/client";
import { sweepAbandonedUploads } from "../../lib/assets/sweep-abandoned-uploads";

// Every quarter hour: uploads whose URL expired unconfirmed are removed,
// a batch per step until none is left.
export const sweepAbandonedUploadsFn = inngest.createFunction(
  { id: "sweep-abandoned-uploads", triggers: [{ cron: "*/15 * * * *" }] },
  async ({ step }) => {
    const now = await step.run("choose-now", () => new Date().toISOString());
    let total = 0;
    for (let round = 0; round < 20; round++) {
      const { swept } = await step.run(`sweep-${round}`, () => sweepAbandonedUploads(new Date(now)));
      total += swept;
      if (swept === 0) break;
    }
    return { swept: total };
  },
);
