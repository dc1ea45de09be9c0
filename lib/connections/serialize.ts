import type { Connection } from "../db/generated/client";
import type { ConnectionDocument } from "./documents";

export type ConnectionWithNames = Connection & { supplier: { name: string }; buyer: { name: string } };

export const withNames = { supplier: { select: { name: true } }, buyer: { select: { name: true } } } as const;

export function serializeConnection(c: ConnectionWithNames): ConnectionDocument {
  return {
    id: c.id,
    supplierId: c.supplierId,
    supplierName: c.supplier.name,
    buyerId: c.buyerId,
    buyerName: c.buyer.name,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  };
}
