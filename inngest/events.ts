import { eventType } from "inngest";
import { z } from "zod";

// Typed events: a function triggered by one of these gets typed event.data,
// and the SDK checks the data against the schema before the function runs (a
// mismatch fails the run at once instead of retrying). Create payloads with
// `apiKeyRotated.create({ ... })` and pass them to enqueueEvent.

// An API key was rotated: it keeps working until expiresAt (ISO 8601).
export const apiKeyRotated = eventType("api-key.rotated", {
  schema: z.object({
    apiKeyId: z.uuid(),
    organizationId: z.uuid(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});
