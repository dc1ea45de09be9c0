import { randomUUID } from "node:crypto";
import type { Principal } from "../core/principal";
import type { WriteContext, WriteSource } from "../db/write-context";

type Actor = Pick<WriteContext, "actorKind" | "actorId">;

export function actorOfPrincipal(principal: Principal): Actor {
  return principal.type === "apiKey" ? { actorKind: "apiKey", actorId: principal.apiKeyId } : { actorKind: "user", actorId: principal.userId };
}

// The history context of the writes one request makes: the portals' own
// sessions are "portal", API keys and API access tokens "api". The operation
// is the request (not its X-Request-ID, which a client may repeat).
export function requestWriteContext(principal: Principal): WriteContext {
  const source: WriteSource = principal.type === "user" && principal.portal ? "portal" : "api";
  return { source, ...actorOfPrincipal(principal), op: `request:${randomUUID()}` };
}

// Work the service runs later for someone (an import, a bulk action): theirs,
// from that source; `op` names the run, so a retried step of it does not make
// a second version of a product.
export function jobWriteContext(source: WriteSource, actor: { actorKind: string | null; actorId: string | null }, op: string, bulkActionId?: string): WriteContext {
  const who: Actor = actor.actorKind === "user" || actor.actorKind === "apiKey" ? { actorKind: actor.actorKind, actorId: actor.actorId } : { actorKind: "system", actorId: null };
  return { source, ...who, op, ...(bulkActionId ? { bulkActionId } : {}) };
}

// The service's own writes (retention, expiry): no one's.
export function systemWriteContext(op: string): WriteContext {
  return { source: "system", actorKind: "system", actorId: null, op };
}
