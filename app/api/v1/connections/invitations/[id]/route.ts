import { preflight, route } from "@/lib/http/route";
import { connectionInvitationIdParams } from "@/lib/connections/schemas";
import { revokeConnectionInvitation } from "@/lib/connections/pending-invitations";

// DELETE /api/v1/connections/invitations/{id} – withdraw a pending buyer invitation (its link stops working)
export const DELETE = route({ summary: "Withdraw a buyer invitation", tag: "Connections", permission: "connections:write", params: connectionInvitationIdParams }, ({ principal, params, requestId }) =>
  revokeConnectionInvitation(principal, params.id, requestId),
);
export const OPTIONS = preflight;
