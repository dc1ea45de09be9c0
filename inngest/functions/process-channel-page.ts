import { inngest } from "../runtime/client";
import { channelPageRequested } from "../../lib/events/definitions";
import { deliverChannelPage, evaluateChannelPage, finishChannelPage } from "../../lib/channels/process-page";

const RETRIES = 6;

// Evaluates, delivers and chains one page of a channel pass. Each step is
// idempotent: delivered records are stored as they land, and a batch in
// flight is re-sent under the same Idempotency-Key.
export const processChannelPage = inngest.createFunction(
  { id: "process-channel-page", retries: RETRIES, triggers: [channelPageRequested] },
  async ({ event, step, attempt }) => {
    const req = event.data;
    const runKey = req.runId ?? event.id ?? req.channelId;
    const page = await step.run("evaluate", () => evaluateChannelPage(req));
    if (req.mode === "deliver") {
      await step.run("deliver", () => deliverChannelPage(req, page.productIds, runKey, attempt >= RETRIES));
    }
    return step.run("next", () => finishChannelPage(req, page.next, runKey));
  },
);
