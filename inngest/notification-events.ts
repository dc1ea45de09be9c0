import { eventType } from "inngest";
import { z } from "zod";

// A notification row was written; its email goes out from a background step.
export const notificationCreated = eventType("notification.created", {
  schema: z.object({ notificationId: z.uuid() }),
});
