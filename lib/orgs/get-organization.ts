import { db } from "../db/client";
import type { Principal } from "../core/principal";

export async function getOrganization(principal: Principal) {
  const org = await db.organization.findUniqueOrThrow({ where: { id: principal.organizationId } });
  return { id: org.id, name: org.name, kind: org.kind, tier: org.tier, createdAt: org.createdAt.toISOString() };
}
