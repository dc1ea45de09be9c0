import { inngest } from "../runtime/client";
import { snapshotAllOrganizations } from "../../lib/analytics/snapshots";
import { addDays, today } from "../../lib/analytics/days";

// Just after midnight UTC, yesterday's figures are frozen for every supplier.
export const snapshotAnalytics = inngest.createFunction(
  { id: "snapshot-analytics", triggers: [{ cron: "5 0 * * *" }] },
  async ({ step }) => step.run("snapshot-yesterday", () => snapshotAllOrganizations(addDays(today(), -1))),
);
