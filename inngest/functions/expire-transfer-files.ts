import { cron } from "inngest";
import { inngest } from "../runtime/client";
import { expireTransferFiles, type Expired } from "../../lib/transfer/expire-transfer-files";

// Hourly: import uploads never started, import files left behind, and error
// reports and export files past their retention are deleted, so they stop
// counting toward the plan's storage (docs/api.md, "Imports and exports").
export const expireTransferFilesFn = inngest.createFunction(
  { id: "expire-transfer-files", triggers: [cron("41 * * * *")] },
  async ({ step }) => {
    const now = await step.run("choose-now", () => new Date().toISOString());
    const total: Expired = { abandonedUploads: 0, importFiles: 0, errorReports: 0, exportFiles: 0 };
    for (let round = 0; round < 20; round++) {
      const done = await step.run(`expire-${round}`, () => expireTransferFiles(new Date(now)));
      for (const key of Object.keys(total) as (keyof Expired)[]) total[key] += done[key];
      if (Object.values(done).every((n) => n === 0)) break;
    }
    return total;
  },
);
