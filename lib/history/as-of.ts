import { preparedQuery } from "../db/prepared";
import { notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { TENANT, tenantSql } from "../db/tenant-sql";
import type { ProductDocument } from "../catalog/documents";
import type { FlatState } from "./fields";
import { documentOfState } from "./state-document";
import { latestState, productHistoryOf, stepBack, type VersionRow } from "./versions";

type AsOfState = { state: FlatState; inForce: VersionRow; createdAt: Date };

// The product's state at an instant: stepped back from the latest over every
// version after it. Null when it did not exist then.
async function stateAt(organizationId: string, productId: string, instant: Date): Promise<AsOfState | null> {
  const history = await productHistoryOf(organizationId, productId).catch(() => null);
  if (!history) return null;
  // Up to every version of the product: read with pg, whose rows cost a
  // fraction of Prisma's per-value mapping; one plan fits every product.
  const rows = await preparedQuery<VersionRow & { first: Date }>(tenantSql.organization(organizationId)`
    WITH mine AS (SELECT * FROM product_versions v WHERE v."organizationId" = ${TENANT}::uuid AND v."productId" = ${productId}::uuid)
    SELECT v.id, v."productId", v.version, v.at, v."actorKind", v."actorId", v.source, v."bulkActionId", v.deleted, v.changes,
           (SELECT min(at) FROM mine) AS first
    FROM mine v
    WHERE v.at > ${instant} OR v.version = (SELECT max(version) FROM mine WHERE at <= ${instant})
    ORDER BY v.version DESC`);
  const inForce = rows.at(-1);
  if (!inForce || inForce.at > instant || inForce.deleted) return null;
  return { state: stepBack(await latestState(history), rows.slice(0, -1)), inForce, createdAt: inForce.first };
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

