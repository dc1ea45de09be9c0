import { eventType } from "inngest";
import { z } from "zod";

// A webhook delivery is due (new, or replayed).
export const webhookDeliveryCreated = eventType("webhook.delivery-created", {
  schema: z.object({ deliveryId: z.uuid(), replay: z.string().optional() }),
});
