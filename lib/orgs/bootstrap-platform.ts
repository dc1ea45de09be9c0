import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { env } from "../config/env";
import { hashPassword } from "../auth/passwords";

// Creates the operator's organisation and its owner at start-up, once.
export async function bootstrapPlatform(): Promise<"created" | "exists" | "not-configured"> {
  const { PLATFORM_ADMIN_EMAIL, PLATFORM_ADMIN_PASSWORD } = env();
  if (!PLATFORM_ADMIN_EMAIL || !PLATFORM_ADMIN_PASSWORD) return "not-configured";
  const email = PLATFORM_ADMIN_EMAIL.toLowerCase();
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) return "exists";
  const passwordHash = await hashPassword(PLATFORM_ADMIN_PASSWORD);
  try {
    await db.$transaction(async (tx) => {
      const org = await tx.organization.create({ data: { name: "Platform", kind: "platform", tier: "platform" } });
      const user = await tx.user.create({ data: { email, name: "Platform administrator", passwordHash } });
      await tx.membership.create({ data: { userId: user.id, ...ownedBy.organization(org.id), role: "owner" } });
    });
    return "created";
  } catch (err) {
    // Another instance starting at the same moment won the race.
    if ((err as { code?: string }).code === "P2002") return "exists";
    throw err;
  }
}
