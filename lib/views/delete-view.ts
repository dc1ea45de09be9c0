import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Principal } from "../core/principal";
import { assertMayChange } from "./access";
import { findVisibleView } from "./read-views";

// DELETE /views/{id}. The organisation's default view may go: the
// organisation then has none (the reference is set null by the database).
export async function deleteView(principal: Principal, id: string): Promise<void> {
  const view = await findVisibleView(principal, id);
  assertMayChange(principal, view);
  await db.savedView.deleteMany({ where: { id, ...ownedBy(principal) } });
}
