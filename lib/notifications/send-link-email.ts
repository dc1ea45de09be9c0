import "server-only";
import { env } from "../config/env";
import { log } from "../core/log";
import { isJsonTransport, mailer } from "./mailer";

export type LinkEmail = { to: string; subject: string; text: string };

// An email that carries a one-time link (an invitation). It is sent after the
// link's record is committed, so a mail failure cannot leave a link that does
// not work; the caller learns whether it left and says so instead of failing
// the whole request (the invitation exists either way). Without SMTP_URL the
// message is only rendered into the log: nothing left, so the answer is false
// and the caller passes the link on another way.
export async function sendLinkEmail(email: LinkEmail, context: Record<string, unknown>): Promise<boolean> {
  try {
    const info = await mailer().sendMail({ from: env().MAIL_FROM, to: email.to, subject: email.subject, text: `${email.text}\n` });
    if (!isJsonTransport()) return true;
    log.info({ ...context, email: info.message }, "email rendered, not sent (no SMTP_URL set)");
    return false;
  } catch (err) {
    log.warn({ ...context, err }, "invitation email not sent");
    return false;
  }
}
