import { NonRetriableError } from "inngest";
import { inngest } from "../runtime/client";
import { rescoreRequested } from "../../lib/events/definitions";
import { rescorePage } from "../../lib/catalog/scoring/rescore-page";
import { scoreProducts } from "../../lib/catalog/scoring/score-products";

// Rescores a catalogue, a category or a family one page per run (see rescorePage).
export const rescoreCatalog = inngest.createFunction(
  { id: "rescore-catalog", triggers: [rescoreRequested] },
  async ({ event, step }) => {
    const { organizationId, categoryId, familyId = null, after } = event.data;
    // The outbox id of the first event names the chain; both runners supply it.
    const chainId = event.data.chainId ?? event.id;
    if (!chainId) throw new NonRetriableError("A rescore event without an id cannot start a chain.");
    const page = await step.run("rescore-page", () => rescorePage({ organizationId, categoryId, familyId, after }, chainId));
    // Products a writer held while the page was scored: once more after a pause.
    let { skipped } = page;
    for (let look = 1; look <= 3 && skipped.length > 0; look++) {
      await step.sleep(`wait-for-writers-${look}`, `${2 * look}s`);
      ({ skipped } = await step.run(`score-skipped-${look}`, () => scoreProducts(organizationId, skipped)));
    }
    return { scored: page.scored, next: page.next, skipped: skipped.length };
  },
);
