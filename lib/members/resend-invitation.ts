import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import type { MemberInvitationDocument } from "./documents";
import { sendInvitationEmail } from "./invitation-email";
import { assertMayInviteAs, joinUrl, MEMBER_INVITATION_TTL_MS } from "./invite-member";

// POST /members/invitations/{id}/resend. Only the token's hash is kept, so
// the old link cannot be sent again: the invitation gets a new token and a
// new week, the old link stops working, and the new one is emailed. An
// invitation that expired unanswered may be resent; an accepted one is gone
// (404), as is another organisation's.
export async function resendInvitation(principal: Principal, id: string, requestId: string): Promise<MemberInvitationDocument> {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + MEMBER_INVITATION_TTL_MS);
  const invitation = await db.$transaction(async (tx) => {
    const found = await tx.memberInvitation.findFirst({
      where: { id, ...ownedBy(principal), acceptedAt: null },
      select: { email: true, role: true, invitedById: true, organization: { select: { name: true } } },
    });
    if (!found) throw notFound("Invitation");
    assertMayInviteAs(principal, found.role);
    // Accepted meanwhile: the row no longer matches.
    const renewed = await tx.memberInvitation.updateMany({ where: { id, ...ownedBy(principal), acceptedAt: null }, data: { tokenHash: hash, expiresAt } });
    if (renewed.count === 0) throw notFound("Invitation");
    await recordAudit(tx, { action: "member.invitation_resent", principal, targetType: "member_invitation", targetId: id, requestId, metadata: { email: found.email } });
    const inviter = found.invitedById ? await tx.user.findUnique({ where: { id: found.invitedById }, select: { name: true } }) : null;
    return { ...found, inviterName: inviter?.name ?? null };
  });
  const acceptUrl = joinUrl(token);
  const emailSent = await sendInvitationEmail(
    { to: invitation.email, role: invitation.role, organizationName: invitation.organization.name, inviterName: invitation.inviterName, acceptUrl, expiresAt },
    requestId,
  );
  return { id, token, expiresAt: expiresAt.toISOString(), acceptUrl, emailSent };
}
