import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import type { InviteMemberBody } from "./schemas";
import { assertCanAdd } from "../billing/entitlements";
import { ownedBy } from "../db/tenant";

export const MEMBER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function inviteMember(principal: Principal, input: InviteMemberBody, requestId: string) {
  // Only an owner may make another owner.
  if (input.role === "owner" && !(principal.type === "user" && principal.role === "owner")) {
    throw forbidden("Only an owner can invite an owner.");
  }
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + MEMBER_INVITATION_TTL_MS);
  await db.$transaction(async (tx) => {
    // A full organisation gets no new invitations; acceptance checks again.
    await assertCanAdd(tx, principal.organizationId, "seats", 1);
    const invitation = await tx.memberInvitation.create({
      data: {
        ...ownedBy(principal),
        email: input.email,
        role: input.role,
        tokenHash: hash,
        invitedById: principal.type === "user" ? principal.userId : null,
        expiresAt,
      },
    });
    await recordAudit(tx, { action: "member.invited", principal, targetType: "member_invitation", targetId: invitation.id, requestId, metadata: { email: input.email, role: input.role } });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}
