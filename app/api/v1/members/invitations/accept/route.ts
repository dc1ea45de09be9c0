import { preflight, route } from "@/lib/http/route";
import { acceptMemberInvitationBody } from "@/lib/members/schemas";
import { acceptInvitationAsUser } from "@/lib/members/accept-invitation";

// POST /api/v1/members/invitations/accept – an existing, logged-in user joins another organisation
export const POST = route(
  { summary: "Join another organisation as a signed-in user", tag: "Organisation and members", bearerOnly: true, body: acceptMemberInvitationBody, status: 201 },
  ({ principal, body, requestId }) => acceptInvitationAsUser(principal, body.token, requestId),
);
export const OPTIONS = preflight;
