import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { keysetPage } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { serializeApiKey } from "./serialize";

// Keys that still work: not revoked and not past a rotation's grace period.
export async function listApiKeys(principal: Principal, page: PaginationQuery) {
  const now = new Date();
  return keysetPage({
    page,
    binding: `api-keys:${principal.organizationId}`,
    fetch: (after, take) =>
      db.apiKey.findMany({
        where: {
          ...ownedBy(principal),
          revokedAt: null,
          AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, after],
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take,
      }),
    serialize: serializeApiKey,
  });
}
