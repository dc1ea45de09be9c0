import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetPage } from "../http/keyset";
import type { PaginationQuery } from "../http/pagination";
import type { Principal } from "../auth/principal";
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
