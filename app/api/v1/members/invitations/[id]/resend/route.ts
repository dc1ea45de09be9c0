import { preflight, route } from "@/lib/http/route";
import { invitationIdParams } from "@/lib/members/schemas";
import { resendInvitation } from "@/lib/members/resend-invitation";

// POST /api/v1/members/invitations/{id}/resend – a new link for a pending or expired invitation, emailed again; the old link stops working
export const POST = route({ summary: "Resend an invitation", tag: "Organisation and members", permission: "members:manage", bearerOnly: true, params: invitationIdParams }, ({ principal, params, requestId }) =>
  resendInvitation(principal, params.id, requestId),
);
export const OPTIONS = preflight;
