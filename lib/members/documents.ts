// A membership as the API answers it; the type is the z.infer of the schema
// (one source for the serializer, the OpenAPI document and the portals).
import { z } from "zod";
import { Role } from "../db/generated/enums";

export const memberDocument = z.object({ userId: z.string(), email: z.string(), name: z.string(), role: z.enum(Role), createdAt: z.string() });
export type MemberDocument = z.infer<typeof memberDocument>;

// Who joined and as what, when an invitation is accepted.
export const joinedMemberDocument = z.object({ id: z.string(), email: z.string(), name: z.string(), organizationId: z.string(), role: z.enum(Role) });
export type JoinedMemberDocument = z.infer<typeof joinedMemberDocument>;

// An invitation not yet accepted and not expired; its token is never shown again.
export const pendingInvitationDocument = z.object({ id: z.string(), email: z.string(), role: z.enum(Role), expiresAt: z.string(), createdAt: z.string() });
export type PendingInvitationDocument = z.infer<typeof pendingInvitationDocument>;

// A new or resent invitation: the only answers that carry its token.
export const memberInvitationDocument = z.object({
  id: z.string().describe("Resend or withdraw the invitation by it."),
  token: z.string(),
  expiresAt: z.string(),
  acceptUrl: z.string().describe("The portal page that accepts this invitation; the token is in its query. Pass it on yourself when emailSent is false."),
  emailSent: z.boolean().describe("true when the link was handed to the mail server; false when sending failed or no mail server is configured (SMTP_URL unset)."),
});
export type MemberInvitationDocument = z.infer<typeof memberInvitationDocument>;
