import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { visibleTo } from "./access";
import type { ViewDocument } from "./documents";
import { serializeView } from "./serialize-view";

export async function defaultViewIdOf(organizationId: string): Promise<string | null> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { defaultViewId: true } });
  return org.defaultViewId;
}

// GET /views: the views the caller sees, oldest first.
export async function listViews(principal: Principal, page: PaginationQuery) {
  const defaultViewId = await defaultViewIdOf(principal.organizationId);
  // Bound to the reader too: a private view's position is not another's to hold.
  const reader = principal.type === "user" ? principal.userId : "keys";
  return keysetPage({
    page,
    binding: `views:${principal.organizationId}:${reader}`,
    fetch: (after, take) => db.savedView.findMany({ where: { ...ownedBy(principal), ...visibleTo(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: (view) => serializeView(view, defaultViewId),
  });
}

// A view the caller sees, or 404.
export async function findVisibleView(principal: Principal, id: string) {
  const view = await db.savedView.findFirst({ where: { id, ...ownedBy(principal), ...visibleTo(principal) } });
  if (!view) throw notFound("View");
  return view;
}

export async function getView(principal: Principal, id: string): Promise<ViewDocument> {
  const [view, defaultViewId] = await Promise.all([findVisibleView(principal, id), defaultViewIdOf(principal.organizationId)]);
  return serializeView(view, defaultViewId);
}
