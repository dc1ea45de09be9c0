import { Inngest } from "inngest";
import { log } from "../../lib/core/log";

// The one Inngest client. With INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY set
// it talks to Inngest Cloud (or the self-hosted server named by
// INNGEST_BASE_URL); without them the functions run in-process (lib/jobs).
// App code never calls inngest.send: it writes to the outbox (lib/jobs/outbox).
export const inngest = new Inngest({
  id: "product-information-service",
  logger: log.child({ component: "inngest" }),
});
