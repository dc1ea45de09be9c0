import type { Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { enqueueEvent } from "../jobs/outbox";
import { notificationCreated } from "../events/definitions";
import { wants, type NotificationKind, type Preferences } from "./kinds";

export type Notice = {
  organizationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  data: Prisma.InputJsonObject;
  // One notice per fact: the same key twice (a redelivered event, a retried
  // request) never notifies anyone twice.
  dedupeKey: string;
};

// Billing notices go to the people who can act on them: owners and admins,
// the roles that hold the billing permissions. Each gets an in-app row, unless
// they switched the kind off, and an email sent by the email-notification
// function. Runs in the caller's transaction, so a rolled-back change
// notifies nobody.
export async function notifyBillingContacts(tx: Tx, notice: Notice): Promise<void> {
  const { organizationId } = notice;
  const members = await tx.membership.findMany({
    where: { ...ownedBy.organization(organizationId), role: { in: ["owner", "admin"] } },
    select: { userId: true },
  });
  const preferences = await tx.notificationPreference.findMany({
    where: { ...ownedBy.organization(organizationId), userId: { in: members.map((m) => m.userId) } },
  });
  const byUser = new Map<string, Preferences>(preferences.map((p) => [p.userId, p]));
  const recipients = members.filter((m) => wants(byUser.get(m.userId), notice.kind));
  if (recipients.length === 0) return;

  const created = await tx.notification.createManyAndReturn({
    data: recipients.map((r) => ({
      ...ownedBy.organization(organizationId),
      userId: r.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      data: notice.data,
      dedupeKey: `${notice.dedupeKey}:${r.userId}`,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  for (const { id } of created) {
    await enqueueEvent(tx, notificationCreated.create({ notificationId: id }, { id: `notification-email:${id}` }));
  }
}
