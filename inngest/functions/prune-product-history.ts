import { cron } from "inngest";
import { inngest } from "../runtime/client";
import { pruneHistory } from "../../lib/history/prune-history";

// Daily at 03:47 UTC, half an hour after the other retention sweeps.
export const pruneProductHistory = inngest.createFunction({ id: "prune-product-history", triggers: [cron("47 3 * * *")] }, async ({ step }) => {
  const now = await step.run("choose-now", () => new Date().toISOString());
  return step.run("prune", () => pruneHistory(new Date(now)));
});
