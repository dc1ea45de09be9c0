import { expireRotatedApiKey as expireKey } from "../../lib/auth/api-keys/expire-rotated-key";
import { inngest } from "../runtime/client";
import { apiKeyRotated } from "../../lib/events/definitions";

// A rotated key is revoked for the record once its grace period is over.
export const expireRotatedApiKey = inngest.createFunction(
  { id: "expire-rotated-api-key", triggers: [apiKeyRotated] },
  async ({ event, step }) => {
    await step.sleepUntil("wait-for-grace-period", event.data.expiresAt);
    return step.run("revoke-expired-key", () => expireKey({ apiKeyId: event.data.apiKeyId, organizationId: event.data.organizationId }));
  },
);
