import { NonRetriableError } from "inngest";
import { inngest } from "../runtime/client";
import { productChanged } from "../../lib/events/definitions";
import { fanOutChangedProducts } from "../../lib/channels/fan-out";

// Product edits reach the supplier's channels without waiting for a sync.
export const syndicateChangedProducts = inngest.createFunction(
  { id: "syndicate-changed-products", triggers: [productChanged] },
  async ({ event, step }) => {
    const eventId = event.id;
    if (!eventId) throw new NonRetriableError("A product.changed event without an id cannot be fanned out idempotently.");
    return step.run("fan-out", () => fanOutChangedProducts(event.data.organizationId, event.data.productIds, eventId));
  },
);
