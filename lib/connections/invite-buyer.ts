import { db } from "../db/client";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import { assertSupplier } from "../auth/authorize";
import type { Principal } from "../core/principal";
import type { InvitationDocument } from "./documents";

export const CONNECTION_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// A supplier mints a one-time token and hands it to the buyer out of band.
export async function inviteBuyer(principal: Principal, requestId: string): Promise<InvitationDocument> {
  assertSupplier(principal, "connections");
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + CONNECTION_INVITATION_TTL_MS);
  await db.$transaction(async (tx) => {
    const invitation = await tx.connectionInvitation.create({
      data: { supplierId: principal.organizationId, tokenHash: hash, expiresAt },
    });
    await recordAudit(tx, { action: "connection.invited", principal, targetType: "connection_invitation", targetId: invitation.id, requestId });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}
