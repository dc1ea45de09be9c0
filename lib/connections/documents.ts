// Response bodies of the connection endpoints. Each type is the z.infer of
// its schema (one source for the serializers, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";
import { ConnectionStatus } from "../db/generated/enums";

export const connectionDocument = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  status: z.enum(ConnectionStatus),
  createdAt: z.string(),
});
export type ConnectionDocument = z.infer<typeof connectionDocument>;

// Member and buyer invitations answer alike: the one-time token (for API
// clients), the portal page that redeems it, and whether it was emailed.
export const invitationDocument = z.object({
  id: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  acceptUrl: z.string().describe("The portal page that accepts this invitation; the token is in its query."),
  emailSent: z.boolean().describe("true when the link was handed to the mail server; false when no email was asked for or sending failed."),
});
export type InvitationDocument = z.infer<typeof invitationDocument>;

// A buyer invitation not yet accepted and not expired; tokens are never listed.
export const pendingConnectionInvitationDocument = z.object({
  id: z.string(),
  email: z.string().nullable().describe("Where the link was emailed; null when the supplier passes it on itself."),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingConnectionInvitationDocument = z.infer<typeof pendingConnectionInvitationDocument>;
