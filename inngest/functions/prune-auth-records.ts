import { cron } from "inngest";
import { pruneJobRecords, pruneRefreshFamilies, retentionCutoff } from "../../lib/retention/prune-expired-records";
import { inngest } from "../runtime/client";
import { pruneRateLimitWindows } from "../../lib/http/rate-limit-store";
import { WINDOW_MS, windowOf } from "../../lib/http/rate-limit";
import { pruneChanges } from "../../lib/changes/prune-changes";

// Daily at 03:17 UTC (off the hour, away from everyone else's midnight jobs).
export const pruneAuthRecords = inngest.createFunction(
  { id: "prune-auth-records", triggers: [cron("17 3 * * *")] },
  async ({ step }) => {
    // One cutoff for the whole run, fixed in a step so a retry uses the same one.
    const cutoff = await step.run("choose-cutoff", () => retentionCutoff(new Date()).toISOString());
    const refreshFamilies = await step.run("prune-refresh-families", () => pruneRefreshFamilies(new Date(cutoff)));
    const jobRecords = await step.run("prune-job-records", () => pruneJobRecords(new Date(cutoff)));
    const rateLimitWindows = await step.run("prune-rate-limit-windows", () => pruneRateLimitWindows(windowOf(Date.now()) - WINDOW_MS));
    const changes = await step.run("prune-change-feed", () => pruneChanges(new Date(cutoff)));
    return { cutoff, refreshFamilies, ...jobRecords, rateLimitWindows, changes };
  },
);
