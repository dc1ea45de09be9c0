import { db } from "../db/client";
import { unauthenticated } from "../core/errors";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import type { LoginBody } from "./schemas";

// The same answer, and about the same time, whether or not the email exists.
const WRONG = "The email or password is wrong.";

export type VerifiedLogin = { userId: string; organizationId: string };

export async function verifyLogin(input: LoginBody): Promise<VerifiedLogin> {
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: {
      id: true,
      passwordHash: true,
      memberships: { select: { organizationId: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthenticated(WRONG);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw unauthenticated(WRONG);
  const membership = input.organizationId
    ? user.memberships.find((m) => m.organizationId === input.organizationId)
    : user.memberships[0];
  if (!membership) throw unauthenticated(WRONG);
  return { userId: user.id, organizationId: membership.organizationId };
}
