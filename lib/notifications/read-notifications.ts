import type { Notification } from "../db/generated/client";
import { db } from "../db/client";
import { notFound } from "../core/errors";
import { newestFirstPage, olderThan } from "../core/newest-first";
import type { PaginationQuery } from "../core/pagination";
import type { UserPrincipal } from "./principal";
import { ownedBy } from "../db/tenant";
import type { NotificationDocument } from "./documents";

export function serializeNotification(n: Notification): NotificationDocument {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    data: n.data,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}

// A user's own notifications in the credential's organisation, newest first.
export function listNotifications(principal: UserPrincipal, page: PaginationQuery) {
  return newestFirstPage({
    page,
    binding: `notifications:${principal.organizationId}:${principal.userId}`,
    at: (n: Notification) => n.createdAt,
    fetch: (before, take) =>
      db.notification.findMany({
        where: { userId: principal.userId, ...ownedBy(principal), AND: [olderThan("createdAt", before)] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    serialize: serializeNotification,
  });
}

// Marking read twice keeps the first time.
export async function markNotificationRead(principal: UserPrincipal, id: string) {
  await db.notification.updateMany({ where: { id, userId: principal.userId, ...ownedBy(principal), readAt: null }, data: { readAt: new Date() } });
  const notification = await db.notification.findFirst({ where: { id, userId: principal.userId, ...ownedBy(principal) } });
  if (!notification) throw notFound("Notification");
  return serializeNotification(notification);
}
