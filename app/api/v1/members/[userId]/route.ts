import { preflight, route } from "@/lib/http/route";
import { updateMemberBody, userIdParams } from "@/lib/members/schemas";
import { changeMemberRole, removeMember } from "@/lib/members/change-member";

const access = { permission: "members:manage", bearerOnly: true, params: userIdParams } as const;

// PATCH /api/v1/members/{userId} – change a member's role
export const PATCH = route({ summary: "Change a member's role", tag: "Organisation and members", ...access, body: updateMemberBody }, ({ principal, params, body, requestId }) =>
  changeMemberRole(principal, params.userId, body.role, requestId),
);

// DELETE /api/v1/members/{userId} – remove a member (never the last owner)
export const DELETE = route({ summary: "Remove a member", tag: "Organisation and members", ...access }, ({ principal, params, requestId }) => removeMember(principal, params.userId, requestId));
export const OPTIONS = preflight;
