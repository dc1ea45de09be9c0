import { db } from "../db/client";
import { log } from "../core/log";
import { notifyBillingContacts } from "../notifications/notify";
import { ENTITLEMENT_NOUNS as NOUNS, type Entitlement } from "./entitlement-limits";

export type RefusedWork = { organizationId: string; entitlement: Entitlement; used: number; limit: number; requested: number; requestId: string };

// The plan-limit notice for one refused request. It is written on its own
// connection and not awaited by the refusal: the refused transaction is still
// open (and may hold locks this insert needs), and rolls back right after.
// The returned promise settles once the notice is stored, never rejects, and
// a request id gives at most one notice however often it is refused.
export function notifyPlanLimit(work: RefusedWork): Promise<void> {
  return db
    .$transaction((tx) =>
      notifyBillingContacts(tx, {
        organizationId: work.organizationId,
        kind: "planLimitReached",
        title: `Plan limit reached: ${NOUNS[work.entitlement]}`,
        body: `The plan allows ${work.limit.toLocaleString("en")} ${NOUNS[work.entitlement]} and ${work.used.toLocaleString("en")} are in use, so a request for ${work.requested.toLocaleString("en")} more was refused. Upgrade the plan or free some up.`,
        data: { entitlement: work.entitlement, limit: work.limit, used: work.used, requested: work.requested, requestId: work.requestId },
        dedupeKey: `plan-limit:${work.organizationId}:${work.requestId}`,
      }),
    )
    .then(
      () => undefined,
      (err: unknown) => log.error({ err, ...work }, "could not record the plan-limit notification"),
    );
}
