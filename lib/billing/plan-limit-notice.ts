import { db } from "../db/client";
import { log } from "../core/log";
import { notifyBillingContacts } from "../notifications/notify";
import { ENTITLEMENT_NOUNS as NOUNS, type Entitlement } from "./entitlement-limits";

export type RefusedWork = { organizationId: string; entitlement: Entitlement; used: number; limit: number; requested: number };

// The plan-limit notice for a refused request. It is written on its own
// connection and not awaited by the refusal: the refused transaction is still
// open (and may hold locks this insert needs), and rolls back right after.
// The returned promise settles once the notice is stored and never rejects.
// One notice per organisation, entitlement and ceiling a (UTC) day: the
// refusals of one crossing (a retry, concurrent requests, the user trying
// again) notify once, while a new plan's ceiling or the next day's refusal
// notifies again.
export function notifyPlanLimit(work: RefusedWork): Promise<void> {
  return db
    .$transaction((tx) =>
      notifyBillingContacts(tx, {
        organizationId: work.organizationId,
        kind: "planLimitReached",
        title: `Plan limit reached: ${NOUNS[work.entitlement]}`,
        body: `The plan allows ${work.limit.toLocaleString("en")} ${NOUNS[work.entitlement]} and ${work.used.toLocaleString("en")} are in use, so a request for ${work.requested.toLocaleString("en")} more was refused. Upgrade the plan or free some up.`,
        data: { entitlement: work.entitlement, limit: work.limit, used: work.used, requested: work.requested },
        dedupeKey: crossingKey(work, new Date()),
      }),
    )
    .then(
      () => undefined,
      (err: unknown) => log.error({ err, ...work }, "could not record the plan-limit notification"),
    );
}

function crossingKey(work: RefusedWork, at: Date): string {
  return `plan-limit:${work.organizationId}:${work.entitlement}:${work.limit}:${at.toISOString().slice(0, 10)}`;
}
