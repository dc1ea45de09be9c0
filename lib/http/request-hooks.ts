import { auditRequest } from "../audit/request-audit";
import { countApiRequest } from "../analytics/request-counter";
import { entitlementWarning } from "../billing/entitlement-warning-cache";
import { PlanLimitReached } from "../billing/entitlements";
import type { Principal } from "../core/principal";
import { log } from "../core/log";

// What the domains add to every authenticated /api/v1 request, in one place:
// the wrapper (route.ts) knows the hooks by this list only, and no domain
// knows about HTTP.

export type AnsweredRequest = {
  principal: Principal;
  method: string;
  path: string;
  requestId: string;
  status: number;
  // The answer's headers, still open to additions.
  headers: Headers;
};

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Hook = (done: AnsweredRequest) => Promise<void> | void;

const countRequest: Hook = ({ principal }) => countApiRequest(principal.organizationId);

// Recomputed after a write (it may have crossed a ceiling), cached for reads.
const entitlementHeader: Hook = async ({ principal, method, headers }) => {
  const organizationId = principal.organizationId;
  const warning = await entitlementWarning(organizationId, MUTATING.has(method)).catch((err: unknown) => {
    log.warn({ err, organizationId }, "could not compute the entitlement warning");
    return null;
  });
  if (warning) headers.set("X-Entitlement-Warning", warning);
};

// The change (if any) has happened: a failed audit write is logged loudly,
// not turned into an error.
const auditMutation: Hook = async ({ principal, method, path, requestId, status }) => {
  if (!MUTATING.has(method)) return;
  await auditRequest(principal, method, path, status, requestId).catch((err: unknown) =>
    log.error({ err, requestId }, "could not write the request's audit row"),
  );
};

const AFTER_AUTHENTICATED: Hook[] = [countRequest, entitlementHeader, auditMutation];

export async function afterAuthenticated(done: AnsweredRequest): Promise<void> {
  for (const hook of AFTER_AUTHENTICATED) await hook(done);
}

// A refused request answers once what the refusal set off is stored (the
// plan-limit notification), so a client that reads its notifications next
// finds it.
export async function settleRefusal(err: unknown): Promise<void> {
  if (err instanceof PlanLimitReached) await err.notified;
}
