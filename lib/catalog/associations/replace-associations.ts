import { db, type Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { retryOnConflict } from "../../db/retry";
import { conflict, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueProductChanges } from "../product-changes";
import type { ProductAssociations } from "../documents";
import { planLinks, type TypeRule } from "./link-rules";
import { syncMirrors, type CurrentLink } from "./mirror-links";
import { associationsOf, ownScope } from "./read-associations";
import type { AssociationsBody } from "./schemas";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// FOR SHARE: a type cannot be deleted under a PUT that is linking with it
// (delete-association-type.ts locks it FOR UPDATE).
async function typesNamed(tx: Tx, organizationId: string, codes: string[]): Promise<Map<string, TypeRule>> {
  if (codes.length === 0) return new Map();
  const rows = await tx.$queryRaw<(TypeRule & { code: string })[]>(tenantSql.organization(organizationId)`
    SELECT id, code, quantified, "twoWay" FROM association_types
    WHERE "organizationId" = ${TENANT}::uuid AND code = ANY(${codes}::text[]) ORDER BY id FOR SHARE`);
  return new Map(rows.map((r) => [r.code, r]));
}

async function currentLinks(tx: Tx, organizationId: string, productId: string): Promise<CurrentLink[]> {
  return tx.$queryRaw<CurrentLink[]>(tenantSql.organization(organizationId)`
    SELECT a."typeId", a."targetId", t."twoWay" FROM product_associations a JOIN association_types t ON t.id = a."typeId"
    WHERE a."productId" = ${productId}::uuid AND a."organizationId" = ${TENANT}::uuid`);
}

// One statement, ordered by id: two PUTs on linked products lock their common
// rows in the same order, so neither waits on the other in a cycle. Answers
// the ids that are products of the organisation.
async function lockProducts(tx: Tx, organizationId: string, ids: string[]): Promise<Set<string>> {
  const rows = await tx.$queryRaw<{ id: string }[]>(tenantSql.organization(organizationId)`
    SELECT id FROM products WHERE id = ANY(${[...new Set(ids)]}::uuid[]) AND "organizationId" = ${TENANT}::uuid ORDER BY id FOR UPDATE`);
  return new Set(rows.map((r) => r.id));
}

type Attempt = { done: true; associations: ProductAssociations } | { done: false; lockToo: string[] };

async function attempt(tx: Tx, organizationId: string, productId: string, body: AssociationsBody, lockToo: string[]): Promise<Attempt> {
  const types = await typesNamed(tx, organizationId, Object.keys(body));
  const seen = await currentLinks(tx, organizationId, productId);
  const requested = Object.values(body).flatMap((list) => list.map((l) => l.productId));
  const owned = await lockProducts(tx, organizationId, [productId, ...requested, ...seen.map((l) => l.targetId), ...lockToo]);
  if (!owned.has(productId)) throw notFound("Product");
  const { links, errors } = planLinks(productId, body, types, owned);
  if (errors.length > 0) throw validationFailed(errors);

  // Whoever changes this product's links holds its lock, so from here on they
  // are final; a mirror made since the first read names a product not locked
  // yet, and the whole attempt runs again with it in the ordered lock.
  const current = await currentLinks(tx, organizationId, productId);
  const missed = current.filter((l) => l.twoWay && !owned.has(l.targetId)).map((l) => l.targetId);
  if (missed.length > 0) return { done: false, lockToo: [...lockToo, ...missed] };

  await tx.productAssociation.deleteMany({ where: { productId, ...ownedBy.organization(organizationId) } });
  await tx.productAssociation.createMany({
    data: links.map((l) => ({ ...ownedBy.organization(organizationId), productId, typeId: l.typeId, targetId: l.targetId, quantity: l.quantity, position: l.position })),
  });
  const mirroredOn = await syncMirrors(tx, organizationId, productId, current, links);
  // Associations are part of the product document: the product and every
  // product whose mirror changed are changed products (webhooks, channels).
  await enqueueProductChanges(tx, organizationId, [productId, ...mirroredOn]);
  return { done: true, associations: await associationsOf(productId, ownScope(organizationId), tx) };
}

// PUT /products/{id}/associations: replaces all of the product's links (a
// type left out of the body ends with none) and their mirrors, in one
// transaction.
export async function replaceAssociations(principal: Principal, productId: string, body: AssociationsBody): Promise<ProductAssociations> {
  assertSupplier(principal, "catalog");
  return replaceSupplierAssociations(principal.organizationId, productId, body);
}

// The replacement itself, for a caller already checked as the supplier.
export async function replaceSupplierAssociations(organizationId: string, productId: string, body: AssociationsBody): Promise<ProductAssociations> {
  let lockToo: string[] = [];
  for (let round = 1; round <= 3; round++) {
    const outcome = await retryOnConflict(() => db.$transaction((tx) => attempt(tx, organizationId, productId, body, lockToo)));
    if (outcome.done) return outcome.associations;
    lockToo = outcome.lockToo;
  }
  throw conflict("The product's associations kept changing while this request ran; send it again.");
}
