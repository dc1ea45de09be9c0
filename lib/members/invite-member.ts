import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import { appUrl } from "../config/app-url";
import type { Principal } from "../core/principal";
import type { InvitationDocument } from "../connections/documents";
import { sendLinkEmail } from "../notifications/send-link-email";
import type { InviteMemberBody } from "./schemas";
import { assertCanAdd } from "../billing/entitlements";
import { ownedBy } from "../db/tenant";

export const MEMBER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// The page the invitee opens: a new person picks a name and password there,
// an existing user signs in and accepts.
export const joinUrl = (token: string) => appUrl(`/join?token=${encodeURIComponent(token)}`);

const ROLE_WORDS = { owner: "an owner", admin: "an admin", editor: "an editor", viewer: "a viewer" } as const;

export async function inviteMember(principal: Principal, input: InviteMemberBody, requestId: string): Promise<InvitationDocument> {
  // Only an owner may make another owner.
  if (input.role === "owner" && !(principal.type === "user" && principal.role === "owner")) {
    throw forbidden("Only an owner can invite an owner.");
  }
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + MEMBER_INVITATION_TTL_MS);
  const { organizationName, inviterName } = await db.$transaction(async (tx) => {
    // A full organisation gets no new invitations; acceptance checks again.
    await assertCanAdd(tx, principal.organizationId, "seats", 1);
    const invitedById = principal.type === "user" ? principal.userId : null;
    const invitation = await tx.memberInvitation.create({
      data: { ...ownedBy(principal), email: input.email, role: input.role, tokenHash: hash, invitedById, expiresAt },
      select: { id: true, organization: { select: { name: true } } },
    });
    await recordAudit(tx, { action: "member.invited", principal, targetType: "member_invitation", targetId: invitation.id, requestId, metadata: { email: input.email, role: input.role } });
    const inviter = invitedById ? await tx.user.findUnique({ where: { id: invitedById }, select: { name: true } }) : null;
    return { organizationName: invitation.organization.name, inviterName: inviter?.name ?? null };
  });
  const acceptUrl = joinUrl(token);
  const emailSent = await sendLinkEmail(
    {
      to: input.email,
      subject: `Join ${organizationName} on the product information service`,
      text: [
        `${inviterName ?? "A colleague"} invites you to join ${organizationName} as ${ROLE_WORDS[input.role]}.`,
        "",
        `Open this link to accept (valid until ${expiresAt.toUTCString()}, once):`,
        acceptUrl,
      ].join("\n"),
    },
    { requestId, kind: "member invitation" },
  );
  return { token, expiresAt: expiresAt.toISOString(), acceptUrl, emailSent };
}
