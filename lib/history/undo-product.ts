import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState } from "../core/errors";
import type { Principal } from "../core/principal";
import { diffStates, undoVersion } from "./fields";
import { writeState } from "./restore";
import { latestState, productHistoryOf } from "./versions";

// The principal a bulk action's undo writes as: the supplier organisation
// itself (the write context says who asked for it).
export async function supplierPrincipal(organizationId: string): Promise<Principal> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { kind: true, tier: true } });
  return { type: "apiKey", apiKeyId: "", keyPrefix: "", scopes: ["products:write"], sandbox: false, organizationId, orgKind: org.kind, tier: org.tier };
}

// Puts a product back as it was before the bulk action's version of it,
// unless it has been changed since (then it is left alone).
export async function undoProductVersion(principal: Principal, productId: string, bulkActionId: string): Promise<void> {
  const organizationId = principal.organizationId;
  const version = await db.productVersion.findFirst({ where: { productId, bulkActionId, ...ownedBy.organization(organizationId) }, orderBy: { version: "desc" } });
  if (!version) return;
  const history = await productHistoryOf(organizationId, productId);
  if (history.latest.version !== version.version) throw invalidState("Changed since the bulk action.");
  const current = await latestState(history);
  const target = undoVersion(current, version.changes as Record<string, [unknown, unknown]>);
  const changes = diffStates(current, target);
  if (changes.length > 0) await writeState(principal, history, current, target, changes);
}
