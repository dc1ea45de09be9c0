import type { Tx } from "../../db/client";
import { conflict, validationFailed } from "../../core/errors";
import type { Axis } from "./axis-key";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// A model product as its variants' writes need it.
export type Model = { id: string; familyId: string; familyCode: string; axes: Axis[] };

// Takes the models FOR UPDATE, in id order, and answers those that are models
// of the organisation. Every write that touches a model's variants (a variant
// created, edited or moved; the model edited or relinked) holds its model's
// lock first, so writes to one model's variants run one after another: the
// axis check sees every sibling, and inherited values are merged from the
// model as committed.
export async function lockModels(tx: Tx, organizationId: string, ids: readonly string[]): Promise<Map<string, Model>> {
  const wanted = [...new Set(ids)].sort();
  if (wanted.length === 0) return new Map();
  const products = await tx.$queryRaw<{ id: string; kind: string; familyId: string | null }[]>(tenantSql.organization(organizationId)`
    SELECT id, kind::text AS kind, "familyId" FROM products
    WHERE id = ANY(${wanted}::uuid[]) AND "organizationId" = ${TENANT}::uuid
    ORDER BY id FOR UPDATE`);
  const familyIds = [...new Set(products.flatMap((p) => (p.kind === "model" && p.familyId ? [p.familyId] : [])))];
  // FOR SHARE: the family's axes cannot change until the variant is written
  // (update-family.ts counts variants after its own update).
  const families = new Map(
    (
      // The families of products just read in the organisation.
      await tx.$queryRaw<{ id: string; code: string; axes: string[] }[]>(tenantSql.anyOrganization`
        SELECT id, code, "variantAxes" AS axes FROM families WHERE id = ANY(${familyIds}::uuid[]) ORDER BY id FOR SHARE`)
    ).map((f) => [f.id, f]),
  );
  const models = products.flatMap((p) => {
    const family = p.familyId ? families.get(p.familyId) : undefined;
    return family && family.axes.length > 0 ? [{ id: p.id, familyId: family.id, familyCode: family.code, axes: family.axes }] : [];
  });
  const codes = [...new Set(models.flatMap((m) => m.axes))];
  const units = new Map(
    (
      await tx.$queryRaw<{ code: string; unit: string | null }[]>(tenantSql.organization(organizationId)`
        SELECT code, unit FROM attributes WHERE "organizationId" = ${TENANT}::uuid AND code = ANY(${codes}::text[])`)
    ).map((a) => [a.code, a.unit]),
  );
  return new Map(
    models.map((m) => [m.id, { ...m, axes: m.axes.map((code) => ({ code, unit: units.get(code) ?? null })) }]),
  );
}

export async function lockModel(tx: Tx, organizationId: string, id: string): Promise<Model> {
  const model = (await lockModels(tx, organizationId, [id])).get(id);
  if (!model) throw validationFailed([{ path: "parentId", message: "No such model product in your organisation." }]);
  return model;
}

// The sibling holding these axis values, if any, but the variant itself.
export async function siblingWithAxes(tx: Tx, modelId: string, axisKey: string, self: string | null): Promise<string | null> {
  // The model was locked in the caller's organisation (lockModels).
  const [row] = await tx.$queryRaw<{ sku: string }[]>(tenantSql.anyOrganization`
    SELECT sku FROM products WHERE "parentId" = ${modelId}::uuid AND "axisKey" = ${axisKey} AND id IS DISTINCT FROM ${self}::uuid`);
  return row?.sku ?? null;
}

export async function assertAxesFree(tx: Tx, modelId: string, axisKey: string, self: string | null): Promise<void> {
  const sku = await siblingWithAxes(tx, modelId, axisKey, self);
  if (sku !== null) throw conflict(`Variant ${sku} of this model already has these axis values.`);
}

export type WriteLock = { kind: "simple" | "model" | "variant"; parentId: string | null };

// Locks a product for a write, its model first when it is a variant (the
// order lockModels sets). Null when the organisation has no such product.
export async function lockProductForWrite(tx: Tx, organizationId: string, id: string): Promise<WriteLock | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [head] = await tx.$queryRaw<WriteLock[]>(tenantSql.organization(organizationId)`
      SELECT kind::text AS kind, "parentId" FROM products WHERE id = ${id}::uuid AND "organizationId" = ${TENANT}::uuid`);
    if (!head) return null;
    // Found in the organisation just above; locked in the model-first order.
    if (head.parentId) await tx.$queryRaw(tenantSql.anyOrganization`SELECT 1 FROM products WHERE id = ${head.parentId}::uuid FOR UPDATE`);
    const [row] = await tx.$queryRaw<WriteLock[]>(tenantSql.anyOrganization`SELECT kind::text AS kind, "parentId" FROM products WHERE id = ${id}::uuid FOR UPDATE`);
    if (!row) return null;
    // Moved to another model between the two reads: lock again in order.
    if (row.parentId === head.parentId) return row;
  }
  throw conflict("The product changed while it was being written; send the request again.");
}
