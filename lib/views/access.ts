import { forbidden } from "../core/errors";
import type { Principal } from "../core/principal";
import { scopesAllow } from "../auth/permissions";
import type { SavedView } from "../db/generated/client";

// Who sees and changes a saved view (docs/api.md, "Saved views"). Views belong
// to people: a user sees the shared views and their own private ones; an API
// key, which has no user, sees the shared ones only. Everything else is 404,
// as another organisation's view is.
export function visibleTo(principal: Principal) {
  return principal.type === "user" ? { OR: [{ shared: true }, { ownerId: principal.userId }] } : { shared: true };
}

const manages = (principal: Principal) => principal.type === "user" && (principal.role === "owner" || principal.role === "admin");

// Writing views takes products:write for an API key (a read-only key stays
// read-only); every member may keep views of their own.
export function assertMayWriteViews(principal: Principal): void {
  if (principal.type === "apiKey" && !scopesAllow(principal.scopes, "products:write")) throw forbidden("Saving views with an API key needs the products:write scope.");
}

// A view the principal sees is changed or deleted by its owner, or by an
// organisation owner or admin; a view made by an API key (no owner) by any
// key that writes views. A private view is seen by its owner alone, so only
// shared views reach the 403.
export function assertMayChange(principal: Principal, view: Pick<SavedView, "ownerId">): void {
  assertMayWriteViews(principal);
  const isOwner = principal.type === "user" ? view.ownerId === principal.userId : view.ownerId === null;
  if (!isOwner && !manages(principal)) throw forbidden("Only the view's owner, an organisation owner or an admin changes a shared view.");
}

// The default view is the organisation's setting: its owners and admins set it.
export function assertMaySetDefault(principal: Principal): void {
  if (!manages(principal)) throw forbidden("Only an organisation owner or admin chooses the default view.");
}
