import { NonRetriableError } from "inngest";
import { inngest } from "../runtime/client";
import { rescoreRequested } from "../../lib/events/definitions";
import { rescorePage } from "../../lib/catalog/scoring/rescore-page";

// Rescores a catalogue, a category or a family one page per run (see rescorePage).
export const rescoreCatalog = inngest.createFunction(
  { id: "rescore-catalog", triggers: [rescoreRequested] },
  async ({ event, step }) => {
    const { organizationId, categoryId, familyId = null, after } = event.data;
    // The outbox id of the first event names the chain; both runners supply it.
    const chainId = event.data.chainId ?? event.id;
    if (!chainId) throw new NonRetriableError("A rescore event without an id cannot start a chain.");
    return step.run("rescore-page", () => rescorePage({ organizationId, categoryId, familyId, after }, chainId));
  },
);
