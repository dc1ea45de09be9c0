import { preflight, route } from "@/lib/http/route";
import { paginationQuery } from "@/lib/core/pagination";
import { createConnectionInvitationBody } from "@/lib/connections/schemas";
import { inviteBuyer } from "@/lib/connections/invite-buyer";
import { listPendingConnectionInvitations } from "@/lib/connections/pending-invitations";

// POST /api/v1/connections/invitations – a supplier mints a one-time accept link for a buyer, emailed when an address is given
export const POST = route(
  { summary: "Invite a buyer", tag: "Connections", permission: "connections:write", body: createConnectionInvitationBody, status: 201 },
  ({ principal, body, requestId }) => inviteBuyer(principal, body, requestId),
);

// GET /api/v1/connections/invitations – the supplier's buyer invitations not yet accepted and not expired
export const GET = route({ summary: "List pending buyer invitations", tag: "Connections", permission: "connections:write", query: paginationQuery }, ({ principal, query }) =>
  listPendingConnectionInvitations(principal, query),
);
export const OPTIONS = preflight;
