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

// A hook with nothing to wait for returns nothing, so a read that finds
// everything cached makes no promise.
type Hook = (done: AnsweredRequest) => Promise<void> | void;

const countRequest: Hook = ({ principal }) => countApiRequest(principal.organizationId);

// Recomputed after a write (it may have crossed a ceiling), cached for reads.
const entitlementHeader: Hook = ({ principal, method, headers }) => {
  const organizationId = principal.organizationId;
  const show = (warning: string | null) => {
    if (warning) headers.set("X-Entitlement-Warning", warning);
  };
  const warning = entitlementWarning(organizationId, MUTATING.has(method));
  if (!(warning instanceof Promise)) return show(warning);
  return warning.then(show, (err: unknown) => log.warn({ err, organizationId }, "could not compute the entitlement warning"));
};

// The change (if any) has happened: a failed audit write is logged loudly,
// not turned into an error.
const auditMutation: Hook = ({ principal, method, path, requestId, status }) => {
  if (!MUTATING.has(method)) return;
  return auditRequest(principal, method, path, status, requestId).catch((err: unknown) => log.error({ err, requestId }, "could not write the request's audit row"));
};

const AFTER_AUTHENTICATED: Hook[] = [countRequest, entitlementHeader, auditMutation];

// The hooks in order, each after the one before has finished; nothing to
// wait for when none had anything to wait for.
export function afterAuthenticated(done: AnsweredRequest, from = 0): Promise<void> | undefined {
  for (let i = from; i < AFTER_AUTHENTICATED.length; i++) {
    const pending = AFTER_AUTHENTICATED[i]!(done);
    if (pending) return pending.then(() => afterAuthenticated(done, i + 1));
  }
  return undefined;
}

// A refused request answers once what the refusal set off is stored (the
// plan-limit notification), so a client that reads its notifications next
// finds it.
export async function settleRefusal(err: unknown): Promise<void> {
  if (err instanceof PlanLimitReached) await err.notified;
}
