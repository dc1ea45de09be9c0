import { preflight, route } from "@/lib/http/route";
import { createConnectionInvitationBody } from "@/lib/connections/schemas";
import { inviteBuyer } from "@/lib/connections/invite-buyer";

// POST /api/v1/connections/invitations – a supplier mints a one-time token for a buyer
export const POST = route(
  { permission: "connections:write", body: createConnectionInvitationBody, status: 201 },
  ({ principal, requestId }) => inviteBuyer(principal, requestId),
);
export const OPTIONS = preflight;
