import { inngest } from "../runtime/client";
import { productChanged } from "../../lib/events/definitions";
import { scoreProducts } from "../../lib/catalog/scoring/score-products";

// Recomputes the quality score of changed products (up to 1,000 per event).
export const scoreChangedProducts = inngest.createFunction(
  { id: "score-changed-products", triggers: [productChanged] },
  async ({ event, step }) =>
    step.run("score-products", () => scoreProducts(event.data.organizationId, event.data.productIds)),
);
