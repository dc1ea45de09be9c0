import { eventType } from "inngest";
import { z } from "zod";

// A Stripe invoice was recorded for the first time: its PDF and payload are
// copied into the object store (the invoice archive).
export const invoiceRecorded = eventType("invoice.recorded", {
  schema: z.object({ invoiceId: z.uuid(), organizationId: z.uuid() }),
});
