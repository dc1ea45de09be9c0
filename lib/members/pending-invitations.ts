import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { recordAudit } from "../audit/record-audit";
import type { MemberInvitation } from "../db/generated/client";
import type { PendingInvitationDocument } from "./documents";

const pending = () => ({ acceptedAt: null, expiresAt: { gt: new Date() } });

function serializeInvitation(i: MemberInvitation): PendingInvitationDocument {
  return { id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() };
}

export async function listPendingInvitations(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `member-invitations:${principal.organizationId}`,
    fetch: (after, take) =>
      db.memberInvitation.findMany({
        where: { ...ownedBy(principal), ...pending(), AND: [after] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeInvitation,
  });
}

// Withdrawing deletes the row, so its link answers 404 from then on.
export async function revokeInvitation(principal: Principal, id: string, requestId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const deleted = await tx.memberInvitation.deleteMany({ where: { id, ...ownedBy(principal), acceptedAt: null } });
    if (deleted.count === 0) throw notFound("Invitation");
    await recordAudit(tx, { action: "member.invitation_revoked", principal, targetType: "member_invitation", targetId: id, requestId });
  });
}
