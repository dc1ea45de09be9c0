import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import { appUrl } from "../config/app-url";
import type { Principal } from "../core/principal";
import type { Role } from "../db/generated/enums";
import type { MemberInvitationDocument } from "./documents";
import { sendInvitationEmail } from "./invitation-email";
import type { InviteMemberBody } from "./schemas";
import { assertCanAdd } from "../billing/entitlements";
import { ownedBy } from "../db/tenant";

export const MEMBER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// The page the invitee opens: a new person picks a name and password there,
// an existing user signs in and accepts.
export const joinUrl = (token: string) => appUrl(`/join?token=${encodeURIComponent(token)}`);

// Only an owner may make another owner, by a new invitation or a resent one.
export function assertMayInviteAs(principal: Principal, role: Role): void {
  if (role === "owner" && !(principal.type === "user" && principal.role === "owner")) {
    throw forbidden("Only an owner can invite an owner.");
  }
}

export async function inviteMember(principal: Principal, input: InviteMemberBody, requestId: string): Promise<MemberInvitationDocument> {
  assertMayInviteAs(principal, input.role);
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + MEMBER_INVITATION_TTL_MS);
  const { id, organizationName, inviterName } = await db.$transaction(async (tx) => {
    // A full organisation gets no new invitations; acceptance checks again.
    await assertCanAdd(tx, principal.organizationId, "seats", 1);
    const invitedById = principal.type === "user" ? principal.userId : null;
    const invitation = await tx.memberInvitation.create({
      data: { ...ownedBy(principal), email: input.email, role: input.role, tokenHash: hash, invitedById, expiresAt },
      select: { id: true, organization: { select: { name: true } } },
    });
    await recordAudit(tx, { action: "member.invited", principal, targetType: "member_invitation", targetId: invitation.id, requestId, metadata: { email: input.email, role: input.role } });
    const inviter = invitedById ? await tx.user.findUnique({ where: { id: invitedById }, select: { name: true } }) : null;
    return { id: invitation.id, organizationName: invitation.organization.name, inviterName: inviter?.name ?? null };
  });
  const acceptUrl = joinUrl(token);
  const emailSent = await sendInvitationEmail({ to: input.email, role: input.role, organizationName, inviterName, acceptUrl, expiresAt }, requestId);
  return { id, token, expiresAt: expiresAt.toISOString(), acceptUrl, emailSent };
}
