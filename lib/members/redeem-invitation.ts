import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState, notFound } from "../core/errors";
import { hashOpaqueToken } from "../auth/opaque-token";
import type { MemberInvitation } from "../db/generated/client";

// Claims a member invitation inside the caller's transaction: one-time even
// when two requests race for it. Found by the token only its invitee was
// given, which names one organisation's invitation.
export async function redeemInvitation(tx: Tx, token: string): Promise<MemberInvitation> {
  const invitation = await tx.memberInvitation.findUnique({ where: { tokenHash: hashOpaqueToken(token), ...ownedBy.anyOrganization() } });
  if (!invitation) throw notFound("Invitation");
  if (invitation.acceptedAt || invitation.expiresAt <= new Date()) throw invalidState("The invitation has expired or was used.");
  const claimed = await tx.memberInvitation.updateMany({ where: { id: invitation.id, ...ownedBy(invitation), acceptedAt: null }, data: { acceptedAt: new Date() } });
  if (claimed.count === 0) throw invalidState("The invitation has expired or was used.");
  return invitation;
}
