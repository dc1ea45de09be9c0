import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { conflict } from "../core/errors";
import { recordAudit } from "../audit/record-audit";
import { hashPassword } from "./passwords";
import type { SignupDocument } from "./documents";
import type { SignupBody } from "./schemas";

// Sign-up always provisions the Free tier (docs/api.md, "Authentication").
export async function signup(input: SignupBody, requestId: string): Promise<SignupDocument> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw conflict("An account with this email already exists.");
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const organization = await tx.organization.create({
      data: { name: input.organizationName, kind: input.organizationKind, tier: "free" },
    });
    const user = await tx.user.create({ data: { email: input.email, name: input.name, passwordHash } });
    await tx.membership.create({ data: { userId: user.id, ...ownedBy.organization(organization.id), role: "owner" } });
    await recordAudit(tx, { action: "organization.created", organizationId: organization.id, actorUserId: user.id, requestId });
    return {
      organization: { id: organization.id, name: organization.name, kind: organization.kind, tier: organization.tier },
      user: { id: user.id, email: user.email, name: user.name, role: "owner" },
    };
  });
}
