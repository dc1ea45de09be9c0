import { preflight, publicRoute } from "@/lib/http/route";
import { acceptInvitationBody } from "@/lib/auth/schemas";
import { acceptInvitationAsNewUser } from "@/lib/members/accept-invitation";

// POST /api/v1/public/accept-invitation – a new person joins with the invitation token
export const POST = publicRoute({ summary: "Accept an invitation as a new user", tag: "Organisation and members", body: acceptInvitationBody, status: 201, rateLimit: "client" }, ({ body, requestId }) =>
  acceptInvitationAsNewUser(body, requestId),
);
export const OPTIONS = preflight;
