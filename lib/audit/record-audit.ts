import type { Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { actorOf, type Principal } from "../core/principal";

export type AuditInput = {
  action: string;
  principal?: Principal;
  organizationId?: string;
  actorUserId?: string;
  targetType?: string;
  targetId?: string;
  requestId?: string;
  metadata?: Prisma.InputJsonValue;
};

// Written in the same transaction as the change it describes.
export async function recordAudit(tx: Tx, input: AuditInput): Promise<void> {
  const actor = input.principal ? actorOf(input.principal) : { actorUserId: input.actorUserId ?? null, actorKeyPrefix: null };
  // An event may belong to no organisation (the column allows it).
  const organizationId = input.principal?.organizationId ?? input.organizationId ?? null;
  await tx.auditEvent.create({
    data: {
      ...(organizationId === null ? {} : ownedBy.organization(organizationId)),
      ...actor,
      action: input.action,
      targetType: input.targetType ?? null,
      targetId: input.targetId ?? null,
      requestId: input.requestId ?? null,
      metadata: input.metadata,
    },
  });
}
