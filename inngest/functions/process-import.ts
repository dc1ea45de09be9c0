import { inngest } from "../runtime/client";
import { importStarted } from "../../lib/events/definitions";
import { claimImport, failImport, processImport } from "../../lib/transfer/imports/run-import";
import { isProcessStopped } from "../../lib/jobs/process-stopped";

// An import waits at most this many turns for the organisation's earlier
// imports (a turn is a claim and a sleep that grows from 2 s to 15 s: about
// 4 h in all).
const MAX_TURNS = 900;
const RETRIES = 5;

// Waits its turn among the organisation's imports, then reads the file and
// upserts its rows. The processing step resumes from the import's committed
// checkpoint when it runs again after a restart or a failed attempt; after
// the last attempt the import is marked failed, so it never blocks the
// imports queued behind it.
export const processImportFn = inngest.createFunction(
  { id: "process-import", retries: RETRIES, triggers: [importStarted] },
  async ({ event, step }) => {
    for (let turn = 0; ; turn++) {
      const claim = await step.run(`claim-${turn}`, () => claimImport(event.data));
      if (claim === "done") return;
      if (claim === "claimed") break;
      if (turn >= MAX_TURNS) return step.run("give-up", () => failImport(event.data, "The import waited too long for earlier imports to finish. Start it again."));
      await step.sleep(`wait-${turn}`, `${Math.min(2 + turn, 15)}s`);
    }
    try {
      await step.run("process", () => processImport(event.data));
    } catch (err) {
      const message = isProcessStopped(err)
        ? "The import stopped twice while reading the file (it ran out of memory or its process was killed) and was not tried again; rows before it were kept. Check the file for enormous cells, or split it, and start a new import with the rest."
        : "The import stopped on an internal error; rows before it were kept. Start a new import with the rest.";
      await step.run("mark-failed", () => failImport(event.data, message));
      throw err;
    }
  },
);
