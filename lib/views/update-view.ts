import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { forbidden, invalidState, notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertMayChange, assertMaySetDefault, visibleTo } from "./access";
import { checkViewQuery } from "./check-view-query";
import type { ViewDocument } from "./documents";
import type { UpdateViewBody } from "./schemas";
import { serializeView } from "./serialize-view";

// PATCH /views/{id}: any field; `default` marks the view as the one the grid
// opens with for the whole organisation (owners and admins only), which only
// a shared view can be.
export async function updateView(principal: Principal, id: string, body: UpdateViewBody): Promise<ViewDocument> {
  if (body.default !== undefined) assertMaySetDefault(principal);
  if (body.query) await checkViewQuery(principal, body.query);
  const { default: makeDefault, ...fields } = body;
  return db.$transaction(async (tx) => {
    const view = await tx.savedView.findFirst({ where: { id, ...ownedBy(principal), ...visibleTo(principal) } });
    if (!view) throw notFound("View");
    assertMayChange(principal, view);
    // Made private, a view is its owner's alone: only they may do it, and a
    // view an API key made has no one to keep it.
    if (fields.shared === false && view.shared && !(principal.type === "user" && view.ownerId === principal.userId)) {
      throw forbidden("Only the view's owner can make it private.");
    }
    const org = await tx.organization.findUniqueOrThrow({ where: { id: principal.organizationId }, select: { defaultViewId: true } });
    const shared = fields.shared ?? view.shared;
    const isDefault = org.defaultViewId === id;
    if (makeDefault && !shared) throw validationFailed([{ path: "default", message: "Only a shared view can be the organisation's default." }]);
    if (isDefault && makeDefault !== false && !shared) {
      throw invalidState("This view is the organisation's default, which every member opens: unmark it (default: false) before making it private.");
    }
    // The row lock of the update keeps a concurrent delete out until commit.
    const updated = await tx.savedView.updateManyAndReturn({ where: { id, ...ownedBy(principal) }, data: fields });
    if (updated.length === 0) throw notFound("View");
    let defaultViewId = org.defaultViewId;
    if (makeDefault === true && !isDefault) defaultViewId = id;
    if (makeDefault === false && isDefault) defaultViewId = null;
    if (defaultViewId !== org.defaultViewId) await tx.organization.update({ where: { id: principal.organizationId }, data: { defaultViewId } });
    return serializeView(updated[0]!, defaultViewId);
  });
}
