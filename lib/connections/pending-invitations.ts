import { db } from "../db/client";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import { assertSupplier } from "../auth/authorize";
import type { ConnectionInvitation } from "../db/generated/client";
import type { InvitationDocument, PendingConnectionInvitationDocument } from "./documents";
import { CONNECTION_INVITATION_TTL_MS, connectAcceptUrl, sendBuyerInvitation } from "./invite-buyer";

// A supplier's buyer invitations that are still open, as the members page
// keeps colleagues' (lib/members/pending-invitations.ts): listed, withdrawn,
// or sent again with a new link.
const pending = () => ({ acceptedAt: null, expiresAt: { gt: new Date() } });

function serializeInvitation(i: ConnectionInvitation): PendingConnectionInvitationDocument {
  return { id: i.id, email: i.email, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() };
}

const supplierOwned = (principal: Principal) => ({ supplierId: principal.organizationId });

export async function listPendingConnectionInvitations(principal: Principal, page: PaginationQuery) {
  assertSupplier(principal, "connections");
  return keysetPage({
    page,
    binding: `connection-invitations:${principal.organizationId}`,
    fetch: (after, take) =>
      db.connectionInvitation.findMany({
        where: { ...supplierOwned(principal), ...pending(), AND: [after] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeInvitation,
  });
}

// Withdrawing deletes the row, so its link answers 404 from then on.
export async function revokeConnectionInvitation(principal: Principal, id: string, requestId: string): Promise<void> {
  assertSupplier(principal, "connections");
  await db.$transaction(async (tx) => {
    const deleted = await tx.connectionInvitation.deleteMany({ where: { id, ...supplierOwned(principal), acceptedAt: null } });
    if (deleted.count === 0) throw notFound("Invitation");
    await recordAudit(tx, { action: "connection.invitation_revoked", principal, targetType: "connection_invitation", targetId: id, requestId });
  });
}

// Only the token's hash is kept, so the old link cannot be sent again: the
// invitation gets a new token and a new week, the old link stops working, and
// the new one is emailed to the address it was sent to (if any). An
// invitation that expired unanswered may be resent; an accepted one is 404.
export async function resendConnectionInvitation(principal: Principal, id: string, requestId: string): Promise<InvitationDocument> {
  assertSupplier(principal, "connections");
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + CONNECTION_INVITATION_TTL_MS);
  const invitation = await db.$transaction(async (tx) => {
    const renewed = await tx.connectionInvitation.updateManyAndReturn({
      where: { id, ...supplierOwned(principal), acceptedAt: null },
      data: { tokenHash: hash, expiresAt },
      select: { email: true, supplier: { select: { name: true } } },
    });
    const found = renewed[0];
    if (!found) throw notFound("Invitation");
    await recordAudit(tx, { action: "connection.invitation_resent", principal, targetType: "connection_invitation", targetId: id, requestId });
    return found;
  });
  const acceptUrl = connectAcceptUrl(token);
  const emailSent = invitation.email ? await sendBuyerInvitation(invitation.email, invitation.supplier.name, acceptUrl, expiresAt, requestId) : false;
  return { id, token, expiresAt: expiresAt.toISOString(), acceptUrl, emailSent };
}
