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

export const invitationDocument = z.object({ token: z.string(), expiresAt: z.string() });
export type InvitationDocument = z.infer<typeof invitationDocument>;
