import "server-only";
import { env } from "../config/env";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { log } from "../core/log";
import { isJsonTransport, mailer } from "./mailer";

// Sends one notification's email. emailedAt makes a repeated step a no-op
// once the send was recorded; a crash between the send and the record can
// repeat the email, and the fixed Message-ID lets mail clients fold the copy.
// The notification is found by the id its own event carries, from the
// outbox, so it needs no organisation filter.
export async function emailNotification(notificationId: string): Promise<"sent" | "skipped"> {
  const notification = await db.notification.findUnique({ where: { id: notificationId, ...ownedBy.anyOrganization() } });
  if (!notification?.userId || notification.emailedAt) return "skipped";
  const user = await db.user.findUnique({ where: { id: notification.userId }, select: { email: true, name: true } });
  if (!user) return "skipped";

  const info = await mailer().sendMail({
    from: env().MAIL_FROM,
    to: { name: user.name, address: user.email },
    subject: notification.title,
    text: `${notification.body}\n`,
    messageId: `<${notification.id}@notifications.pis>`,
  });
  if (isJsonTransport()) log.info({ notificationId, email: info.message }, "email rendered (no SMTP_URL set)");
  await db.notification.update({ where: { id: notificationId, ...ownedBy(notification) }, data: { emailedAt: new Date() } });
  return "sent";
}
