import { preflight, route } from "@/lib/http/route";
import { createConnectionInvitationBody } from "@/lib/connections/schemas";
import { inviteBuyer } from "@/lib/connections/invite-buyer";

// POST /api/v1/connections/invitations – a supplier mints a one-time accept link for a buyer, emailed when an address is given
export const POST = route(
  { summary: "Invite a buyer", tag: "Connections", permission: "connections:write", body: createConnectionInvitationBody, status: 201 },
  ({ principal, body, requestId }) => inviteBuyer(principal, body, requestId),
);
export const OPTIONS = preflight;
