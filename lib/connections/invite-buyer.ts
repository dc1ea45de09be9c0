import { db } from "../db/client";
import { newOpaqueToken } from "../auth/opaque-token";
import { recordAudit } from "../audit/record-audit";
import { assertSupplier } from "../auth/authorize";
import { appUrl } from "../config/app-url";
import type { Principal } from "../core/principal";
import { sendLinkEmail } from "../notifications/send-link-email";
import type { InvitationDocument } from "./documents";
import type { CreateConnectionInvitationBody } from "./schemas";

export const CONNECTION_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// The page a signed-in buyer opens to accept; it carries the one-time token.
export const connectAcceptUrl = (token: string) => appUrl(`/connect?token=${encodeURIComponent(token)}`);

// A supplier mints a one-time link for a buyer and, given an address, emails it.
export async function inviteBuyer(principal: Principal, input: CreateConnectionInvitationBody, requestId: string): Promise<InvitationDocument> {
  assertSupplier(principal, "connections");
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + CONNECTION_INVITATION_TTL_MS);
  const invitation = await db.$transaction(async (tx) => {
    const created = await tx.connectionInvitation.create({
      data: { supplierId: principal.organizationId, tokenHash: hash, expiresAt, email: input.email ?? null },
      select: { id: true, supplier: { select: { name: true } } },
    });
    await recordAudit(tx, {
      action: "connection.invited",
      principal,
      targetType: "connection_invitation",
      targetId: created.id,
      requestId,
      ...(input.email ? { metadata: { email: input.email } } : {}),
    });
    return created;
  });
  const acceptUrl = connectAcceptUrl(token);
  const emailSent = input.email ? await sendBuyerInvitation(input.email, invitation.supplier.name, acceptUrl, expiresAt, requestId) : false;
  return { id: invitation.id, token, expiresAt: expiresAt.toISOString(), acceptUrl, emailSent };
}

export function sendBuyerInvitation(to: string, supplierName: string, acceptUrl: string, expiresAt: Date, requestId: string): Promise<boolean> {
  return sendLinkEmail(
    {
      to,
      subject: `${supplierName} invites you to their product catalogue`,
      text: [
        `${supplierName} invites your organisation to read their product catalogue.`,
        "",
        `Sign in to your buyer portal and open this link to accept (valid until ${expiresAt.toUTCString()}, once):`,
        acceptUrl,
      ].join("\n"),
    },
    { requestId, kind: "connection invitation" },
  );
}
