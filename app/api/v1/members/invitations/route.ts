import { preflight, route } from "@/lib/http/route";
import { inviteMemberBody } from "@/lib/members/schemas";
import { inviteMember } from "@/lib/members/invite-member";

// POST /api/v1/members/invitations – invite a person by email with a role
export const POST = route(
  { permission: "members:manage", bearerOnly: true, body: inviteMemberBody, status: 201 },
  ({ principal, body, requestId }) => inviteMember(principal, body, requestId),
);
export const OPTIONS = preflight;
