import { preparedQuery } from "../db/prepared";
import { Prisma } from "../db/generated/client";
import { notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { TENANT, tenantSql } from "../db/tenant-sql";
import type { ProductDocument } from "../catalog/documents";
import type { FlatState } from "./fields";
import { documentOfState } from "./state-document";
import { COLUMNS, expired, stepBack, type VersionRow } from "./versions";

type AsOfState = { state: FlatState; inForce: VersionRow; createdAt: Date };
type AsOfRow = VersionRow & { first: Date; state: FlatState | null };

// The product's state at an instant: stepped back from the latest over every
// version after it. Null when it did not exist then, or when its history is
// no longer readable. One statement reads the versions after the instant, the
// one in force at it, the first one's time and, on the latest row only, the
// live product's state; the rows come newest first, so the latest is first.
async function stateAt(organizationId: string, productId: string, instant: Date): Promise<AsOfState | null> {
  const rows = await preparedQuery<AsOfRow>(tenantSql.organization(organizationId)`
    WITH mine AS (SELECT * FROM product_versions v WHERE v."organizationId" = ${TENANT}::uuid AND v."productId" = ${productId}::uuid)
    SELECT ${Prisma.raw(COLUMNS)}, (SELECT min(at) FROM mine) AS first,
           CASE WHEN v.version = (SELECT max(version) FROM mine) AND NOT v.deleted THEN history_state(v."productId") END AS state
    FROM mine v
    WHERE v.at > ${instant} OR v.version = (SELECT max(version) FROM mine WHERE at <= ${instant})
    ORDER BY v.version DESC`);
  const latest = rows[0];
  const inForce = rows.at(-1);
  if (!latest || !inForce || expired(latest)) return null;
  if (inForce.at > instant || inForce.deleted) return null;
  return { state: stepBack(latest.state ?? {}, rows.slice(0, -1)), inForce, createdAt: inForce.first };
}

// GET /products/{id}?asOf=: the owner's product as it stood at the instant.
export async function productAsOf(principal: Principal, productId: string, asOf: string): Promise<ProductDocument> {
  assertSupplier(principal, "catalog");
  const instant = new Date(asOf);
  if (instant.getTime() > Date.now()) throw validationFailed([{ path: "asOf", message: "The instant is in the future." }]);
  const organizationId = principal.organizationId;
  const found = await stateAt(organizationId, productId, instant);
  if (!found) throw notFound("Product");
  const parentId = typeof found.state.parentId === "string" ? found.state.parentId : null;
  const model = found.state.kind === "variant" && parentId ? await stateAt(organizationId, parentId, instant) : null;
  return documentOfState(organizationId, productId, found.state, { createdAt: found.createdAt, updatedAt: found.inForce.at }, model?.state);
}

