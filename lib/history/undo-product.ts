import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState } from "../core/errors";
import { diffStates, undoVersion } from "./fields";
import { writeState } from "./restore";
import { latestState, productHistoryOf } from "./versions";

// Puts a product back as it was before the bulk action's version of it,
// unless it has been changed since (then it is left alone).
export async function undoProductVersion(organizationId: string, productId: string, bulkActionId: string): Promise<void> {
  const version = await db.productVersion.findFirst({ where: { productId, bulkActionId, ...ownedBy.organization(organizationId) }, orderBy: { version: "desc" } });
  if (!version) return;
  const history = await productHistoryOf(organizationId, productId);
  if (history.latest.version !== version.version) throw invalidState("Changed since the bulk action.");
  const current = await latestState(history);
  const target = undoVersion(current, version.changes as Record<string, [unknown, unknown]>);
  const changes = diffStates(current, target);
  if (changes.length > 0) await writeState(organizationId, history, current, target, changes);
}
