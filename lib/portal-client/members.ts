import type { MemberDocument } from "@/lib/members/documents";
import type { Role } from "@/lib/orgs/documents";
import { ApiError } from "./api-error";

export const ROLES: readonly Role[] = ["owner", "admin", "editor", "viewer"];

export const ROLE_HINTS: Record<Role, string> = {
  owner: "Everything, including billing, API keys and other owners.",
  admin: "Everything but changing owners.",
  editor: "Reads and writes products, assets, channels and portals.",
  viewer: "Reads only; no billing.",
};

export const isLastOwner = (members: readonly MemberDocument[], member: MemberDocument) =>
  member.role === "owner" && members.filter((m) => m.role === "owner").length === 1;

// Roles the signed-in user may give this member. Only an owner touches
// owners (makes one, demotes one); the API refuses the rest the same way.
export function roleChoices(actor: Role, target: Role): readonly Role[] {
  if (actor === "owner") return ROLES;
  if (target === "owner") return [];
  return ROLES.filter((r) => r !== "owner");
}

// The last-owner rule in words, for the hint beside the controls and for a
// refusal (409 INVALID_STATE) that raced a change made elsewhere.
export const lastOwnerText = (name: string) =>
  `${name} is the only owner. An organisation always keeps one owner: make another member an owner first, then change ${name}'s role or remove them.`;

export function refusalText(err: unknown, member: MemberDocument): string | null {
  if (err instanceof ApiError && err.status === 409 && err.code === "INVALID_STATE") return lastOwnerText(member.name);
  if (err instanceof ApiError && err.status === 403) return `Only an owner can change or remove an owner. ${err.message}`;
  return null;
}
