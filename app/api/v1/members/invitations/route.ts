import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { inviteMemberBody } from "@/lib/members/schemas";
import { inviteMember } from "@/lib/members/invite-member";
import { listPendingInvitations } from "@/lib/members/pending-invitations";

const access = { permission: "members:manage", bearerOnly: true } as const;

// POST /api/v1/members/invitations – invite a person by email with a role; the accept link is emailed to them
export const POST = route({ summary: "Invite a member", tag: "Organisation and members", ...access, body: inviteMemberBody, status: 201 }, ({ principal, body, requestId }) => inviteMember(principal, body, requestId));

// GET /api/v1/members/invitations – invitations not yet accepted and not expired
export const GET = route({ summary: "List pending invitations", tag: "Organisation and members", ...access, query: paginationQuery }, ({ principal, query }) => listPendingInvitations(principal, query));
export const OPTIONS = preflight;
