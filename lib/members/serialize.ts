import type { Membership } from "../db/generated/client";
import type { MemberDocument } from "./documents";

export const withUser = { user: { select: { email: true, name: true } } } as const;

export function serializeMember(m: Membership & { user: { email: string; name: string } }): MemberDocument {
  return { userId: m.userId, email: m.user.email, name: m.user.name, role: m.role, createdAt: m.createdAt.toISOString() };
}
