import { inngest } from "../runtime/client";
import { notificationCreated } from "../../lib/events/definitions";
import { emailNotification as sendEmail } from "../../lib/notifications/email-notification";

// Emails a notification off the request path; the SMTP call is retried with
// the runner's backoff when the mail server is unavailable.
export const emailNotification = inngest.createFunction(
  { id: "email-notification", triggers: [notificationCreated] },
  async ({ event, step }) => step.run("send-email", () => sendEmail(event.data.notificationId)),
);
