import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetOrder, keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import type { AuditEvent } from "../db/generated/client";
import type { AuditEventDocument } from "./documents";

export function serializeAuditEvent(e: AuditEvent): AuditEventDocument {
  return {
    id: e.id,
    action: e.action,
    actor: e.actorUserId ? { type: "user", userId: e.actorUserId } : e.actorKeyPrefix ? { type: "apiKey", keyPrefix: e.actorKeyPrefix } : { type: "system" },
    targetType: e.targetType,
    targetId: e.targetId,
    requestId: e.requestId,
    metadata: e.metadata,
    createdAt: e.createdAt.toISOString(),
  };
}

// Newest first: an audit log is read from the top.
export async function listAuditEvents(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    direction: "desc",
    binding: `audit:${principal.organizationId}`,
    fetch: (after, take) => db.auditEvent.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [...keysetOrder("desc")], take }),
    serialize: serializeAuditEvent,
  });
}
