import type { Role } from "../db/generated/enums";
import { db, type Tx } from "../db/client";
import { forbidden, invalidState, notFound } from "../core/errors";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import { serializeMember, withUser } from "./serialize";
import { ownedBy } from "../db/tenant";

async function lockMembers(tx: Tx, organizationId: string) {
  // Serialises owner changes per organisation so two demotions cannot both
  // pass the last-owner check.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${organizationId}))`;
}

function assertMayTouch(principal: Principal, targetRole: Role, newRole?: Role) {
  const actorIsOwner = principal.type === "user" && principal.role === "owner";
  if ((targetRole === "owner" || newRole === "owner") && !actorIsOwner) throw forbidden("Only an owner can change owners.");
}

async function assertNotLastOwner(tx: Tx, organizationId: string, targetRole: Role) {
  if (targetRole !== "owner") return;
  const owners = await tx.membership.count({ where: { ...ownedBy.organization(organizationId), role: "owner" } });
  if (owners <= 1) throw invalidState("The last owner cannot be removed or demoted.");
}

export async function changeMemberRole(principal: Principal, userId: string, role: Role, requestId: string) {
  return db.$transaction(async (tx) => {
    await lockMembers(tx, principal.organizationId);
    const member = await tx.membership.findUnique({ where: { userId_organizationId: { userId, ...ownedBy(principal) } } });
    if (!member) throw notFound("Member");
    assertMayTouch(principal, member.role, role);
    if (role !== "owner") await assertNotLastOwner(tx, principal.organizationId, member.role);
    const updated = await tx.membership.update({ where: { id: member.id, ...ownedBy(principal) }, data: { role }, include: withUser });
    await recordAudit(tx, { action: "member.role_changed", principal, targetType: "user", targetId: userId, requestId, metadata: { from: member.role, to: role } });
    return serializeMember(updated);
  });
}

export async function removeMember(principal: Principal, userId: string, requestId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockMembers(tx, principal.organizationId);
    const member = await tx.membership.findUnique({ where: { userId_organizationId: { userId, ...ownedBy(principal) } } });
    if (!member) throw notFound("Member");
    assertMayTouch(principal, member.role);
    await assertNotLastOwner(tx, principal.organizationId, member.role);
    await tx.membership.delete({ where: { id: member.id, ...ownedBy(principal) } });
    // Their sessions for this organisation end with the membership.
    await tx.refreshFamily.updateMany({
      where: { userId, ...ownedBy(principal), revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: "membership ended" },
    });
    await recordAudit(tx, { action: "member.removed", principal, targetType: "user", targetId: userId, requestId });
  });
}
