import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { serializeMember, withUser } from "./serialize";

export async function listMembers(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `members:${principal.organizationId}`,
    fetch: (after, take) =>
      db.membership.findMany({
        where: { ...ownedBy(principal), AND: [after] },
        include: withUser,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeMember,
  });
}
