import { db } from "../db/client";
import { conflict, forbidden, invalidState, notFound } from "../core/errors";
import { hashOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import { serializeConnection, withNames } from "./serialize";

export async function acceptConnection(principal: Principal, token: string, requestId: string) {
  if (principal.orgKind !== "buyer") throw forbidden("Only buyers accept supplier invitations.");
  return db.$transaction(async (tx) => {
    const invitation = await tx.connectionInvitation.findUnique({ where: { tokenHash: hashOpaqueToken(token) } });
    if (!invitation) throw notFound("Invitation");
    if (invitation.acceptedAt || invitation.expiresAt <= new Date()) throw invalidState("The invitation has expired or was used.");
    // Marking it used first makes the token one-time even under concurrent accepts.
    const used = await tx.connectionInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null },
      data: { acceptedAt: new Date(), acceptedBy: principal.organizationId },
    });
    if (used.count === 0) throw invalidState("The invitation has expired or was used.");
    const pair = { supplierId: invitation.supplierId, buyerId: principal.organizationId };
    const existing = await tx.connection.findUnique({ where: { supplierId_buyerId: pair } });
    if (existing?.status === "active") throw conflict("You are already connected to this supplier.");
    const connection = existing
      ? await tx.connection.update({ where: { id: existing.id }, data: { status: "active", endedAt: null, createdAt: new Date() }, include: withNames })
      : await tx.connection.create({ data: pair, include: withNames });
    await recordAudit(tx, { action: "connection.accepted", principal, targetType: "connection", targetId: connection.id, requestId });
    return serializeConnection(connection);
  });
}
