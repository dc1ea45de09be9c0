import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { hashOpaqueToken } from "../auth/opaque-token";
import type { Role } from "../orgs/documents";

export type InvitationSummary = { organizationName: string; role: Role; email: string };

// What the join page tells the person holding a member invitation's link:
// which organisation, with which role, for which address. Found by the token
// only its invitee was given (as redeeming it is); an unknown, used or
// expired link describes nothing, so the page says only that it does not work.
export async function describeInvitation(token: string): Promise<InvitationSummary | null> {
  const invitation = await db.memberInvitation.findUnique({
    where: { tokenHash: hashOpaqueToken(token), ...ownedBy.anyOrganization() },
    select: { email: true, role: true, acceptedAt: true, expiresAt: true, organization: { select: { name: true } } },
  });
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) return null;
  return { organizationName: invitation.organization.name, role: invitation.role, email: invitation.email };
}
