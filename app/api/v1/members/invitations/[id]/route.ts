import { preflight, route } from "@/lib/http/route";
import { invitationIdParams } from "@/lib/members/schemas";
import { revokeInvitation } from "@/lib/members/pending-invitations";

// DELETE /api/v1/members/invitations/{id} – withdraw a pending invitation (its link stops working)
export const DELETE = route({ summary: "Withdraw an invitation", tag: "Organisation and members", permission: "members:manage", bearerOnly: true, params: invitationIdParams }, ({ principal, params, requestId }) =>
  revokeInvitation(principal, params.id, requestId),
);
export const OPTIONS = preflight;
