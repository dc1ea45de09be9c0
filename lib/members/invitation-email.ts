import type { Role } from "../db/generated/enums";
import { sendLinkEmail } from "../notifications/send-link-email";

const ROLE_WORDS = { owner: "an owner", admin: "an admin", editor: "an editor", viewer: "a viewer" } as const;

export type InvitationEmail = { to: string; role: Role; organizationName: string; inviterName: string | null; acceptUrl: string; expiresAt: Date };

// The invitation's link by email, for a new invitation and a resent one.
// Answers whether it left (docs/api.md, "Organisation and members").
export function sendInvitationEmail(email: InvitationEmail, requestId: string): Promise<boolean> {
  return sendLinkEmail(
    {
      to: email.to,
      subject: `Join ${email.organizationName} on the product information service`,
      text: [
        `${email.inviterName ?? "A colleague"} invites you to join ${email.organizationName} as ${ROLE_WORDS[email.role]}.`,
        "",
        `Open this link to accept (valid until ${email.expiresAt.toUTCString()}, once):`,
        email.acceptUrl,
      ].join("\n"),
    },
    { requestId, kind: "member invitation" },
  );
}
