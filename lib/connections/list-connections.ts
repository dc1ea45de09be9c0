import { db } from "../db/client";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { serializeConnection, withNames } from "./serialize";

// Either side of a connection sees it.
export function partyTo(principal: Principal) {
  return { OR: [{ supplierId: principal.organizationId }, { buyerId: principal.organizationId }] };
}

export async function listConnections(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `connections:${principal.organizationId}`,
    fetch: (after, take) =>
      db.connection.findMany({
        where: { AND: [partyTo(principal), after] },
        include: withNames,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeConnection,
  });
}
