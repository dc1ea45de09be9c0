import { db } from "../db/client";
import type { Principal } from "../core/principal";
import type { OrganizationDocument } from "./documents";

export async function getOrganization(principal: Principal): Promise<OrganizationDocument> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: principal.organizationId } });
  return { id: org.id, name: org.name, kind: org.kind, tier: org.tier, createdAt: org.createdAt.toISOString() };
}
