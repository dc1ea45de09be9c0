import { db } from "../db/client";
import { conflict, forbidden } from "../core/errors";
import { hashPassword } from "../auth/passwords";
import { recordAudit } from "../audit/record-audit";
import type { AcceptInvitationBody } from "../auth/schemas";
import type { Principal } from "../core/principal";
import type { JoinedMemberDocument } from "./documents";
import { redeemInvitation } from "./redeem-invitation";
import { assertCanAdd } from "../billing/entitlements";
import { ownedBy } from "../db/tenant";

// A new person: the invitation creates the user and the membership.
export async function acceptInvitationAsNewUser(input: AcceptInvitationBody, requestId: string): Promise<JoinedMemberDocument> {
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const invitation = await redeemInvitation(tx, input.token);
    const existing = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
    if (existing) throw conflict("An account with this email exists: log in and accept the invitation with it.");
    await assertCanAdd(tx, invitation.organizationId, "seats", 1);
    const user = await tx.user.create({ data: { email: invitation.email, name: input.name, passwordHash } });
    await tx.membership.create({ data: { userId: user.id, ...ownedBy(invitation), role: invitation.role } });
    await recordAudit(tx, { action: "member.joined", organizationId: invitation.organizationId, actorUserId: user.id, targetType: "user", targetId: user.id, requestId });
    return { id: user.id, email: user.email, name: user.name, organizationId: invitation.organizationId, role: invitation.role };
  });
}

// An existing user, logged in: the invitation must be addressed to them.
export async function acceptInvitationAsUser(principal: Principal, token: string, requestId: string): Promise<JoinedMemberDocument> {
  if (principal.type !== "user") throw forbidden("Accept invitations as a logged-in user.");
  return db.$transaction(async (tx) => {
    const invitation = await redeemInvitation(tx, token);
    const user = await tx.user.findUniqueOrThrow({ where: { id: principal.userId } });
    if (user.email !== invitation.email) throw forbidden("This invitation is addressed to another email.");
    const already = await tx.membership.findUnique({ where: { userId_organizationId: { userId: user.id, ...ownedBy(invitation) } } });
    if (already) throw conflict("You are already a member of this organisation.");
    await assertCanAdd(tx, invitation.organizationId, "seats", 1);
    await tx.membership.create({ data: { userId: user.id, ...ownedBy(invitation), role: invitation.role } });
    await recordAudit(tx, { action: "member.joined", organizationId: invitation.organizationId, actorUserId: user.id, targetType: "user", targetId: user.id, requestId });
    return { id: user.id, email: user.email, name: user.name, organizationId: invitation.organizationId, role: invitation.role };
  });
}
