// Response bodies of the connection endpoints, type-only so the portals can
// import them; the serializers return these types.
import type { ConnectionStatus } from "../db/generated/enums";

export type ConnectionDocument = {
  id: string;
  supplierId: string;
  supplierName: string;
  buyerId: string;
  buyerName: string;
  status: ConnectionStatus;
  createdAt: string;
};

export type InvitationDocument = { token: string; expiresAt: string };
