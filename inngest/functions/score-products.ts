import { inngest } from "../runtime/client";
import { productChanged } from "../../lib/events/definitions";
import { scoreProducts } from "../../lib/catalog/scoring/score-products";

// Products a writer holds are skipped and looked at again after a pause, a
// few times; their writer's commit asks for their score anyway, so this only
// matters when that writer rolls back.
const LOOKS_AGAIN = 3;

// Recomputes the quality score of changed products (up to 1,000 per event).
export const scoreChangedProducts = inngest.createFunction({ id: "score-changed-products", triggers: [productChanged] }, async ({ event, step }) => {
  const { organizationId } = event.data;
  let { scored, skipped } = await step.run("score-products", () => scoreProducts(organizationId, event.data.productIds));
  for (let look = 1; look <= LOOKS_AGAIN && skipped.length > 0; look++) {
    await step.sleep(`wait-for-writers-${look}`, `${2 * look}s`);
    const again = await step.run(`score-skipped-${look}`, () => scoreProducts(organizationId, skipped));
    scored += again.scored;
    skipped = again.skipped;
  }
  return { scored, skipped: skipped.length };
});
