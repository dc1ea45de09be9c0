import { preflight, route } from "@/lib/http/route";
import { connectionInvitationIdParams } from "@/lib/connections/schemas";
import { resendConnectionInvitation } from "@/lib/connections/pending-invitations";

// POST /api/v1/connections/invitations/{id}/resend – a new link for a pending buyer invitation, emailed again
export const POST = route({ summary: "Resend a buyer invitation", tag: "Connections", permission: "connections:write", params: connectionInvitationIdParams }, ({ principal, params, requestId }) =>
  resendConnectionInvitation(principal, params.id, requestId),
);
export const OPTIONS = preflight;
