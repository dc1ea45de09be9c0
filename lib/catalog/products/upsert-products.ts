import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { ErrorDetail } from "../../core/errors";
import { zodDetails } from "../../core/zod-details";
import { createProductBody } from "../schemas";
import { localeErrors, supplierLocales } from "../guards";
import { enqueueProductChanges } from "../product-changes";
import { assertCanAdd, grantUpTo, planLimitMessage } from "../../billing/entitlements";
import { valueErrors } from "../attributes/assert-values";
import { familyIdsByCode } from "../families/family-of";
import { planVariants, writeVariants } from "../variants/bulk-variants";
import { existingBySku, type BulkItem, type ExistingProduct, type FailItem } from "./bulk-item";
import { planPlain, writePlain } from "./bulk-plain";

export type UpsertOutcome = { status: "created" | "updated"; id: string } | { status: "failed"; errors: ErrorDetail[] };

export type UpsertOptions = {
  // New products past the plan's ceiling: "refuse" throws PLAN_LIMIT_REACHED
  // and writes nothing (the bulk API); "failItems" writes what fits, in item
  // order, and fails each item beyond it alone (imports).
  overCeiling: "refuse" | "failItems";
  // Every check runs and each item's outcome is decided; nothing is written.
  dryRun?: boolean;
  // New products a dry run already counted in earlier calls of the same run,
  // so its ceiling check sees them as if they had been written.
  plannedNew?: number;
  // The products the items' skus name, already read and locked by the caller
  // in this transaction (an import reads them to merge its rows), so they
  // are not read a second time.
  existing?: ReadonlyMap<string, ExistingProduct>;
};


// The product write path of bulk upsert and imports: up to 1,000 whole
// products upserted by sku, inside the caller's transaction: simple products
// and models in one statement, variants in another (bulk-plain.ts,
// variants/bulk-variants.ts). Each item is checked on its own, so one bad record fails alone
// (docs/api.md, "Catalogue"). An update replaces the product's writable fields with
// the item (PUT semantics); createdAt and id never change, so list cursors
// stay valid.
export async function upsertProducts(tx: Tx, organizationId: string, items: unknown[], options: UpsertOptions): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = items.map(() => ({ status: "failed", errors: [] }));
  const fail = (index: number, errors: ErrorDetail[]) => (outcomes[index] = { status: "failed", errors });
  const valid: BulkItem[] = [];
  const seen = new Set<string>();
  const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);

  items.forEach((raw, index) => {
    const parsed = createProductBody.safeParse(raw);
    if (!parsed.success) return fail(index, zodDetails(parsed.error).map((d) => ({ path: d.path || "item", message: d.message })));
    const item = parsed.data;
    const bad = localeErrors(item.localized, enabledLocales);
    if (bad.length) fail(index, bad);
    else if (seen.has(item.sku)) fail(index, [{ path: "sku", message: "The same sku appears earlier in this request." }]);
    else {
      seen.add(item.sku);
      valid.push({ index, item });
    }
  });

  const categoryIds = [...new Set(valid.map((v) => v.item.categoryId).filter((id): id is string => !!id))];
  const owned = new Set(
    (await tx.category.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: categoryIds } }, select: { id: true } })).map((c) => c.id),
  );
  const inCategory = valid.filter(({ index, item }) => {
    if (!item.categoryId || owned.has(item.categoryId)) return true;
    fail(index, [{ path: "categoryId", message: "No such category in your organisation." }]);
    return false;
  });
  if (inCategory.length === 0) return outcomes;

  // Attribute values are checked under the dictionary lock, so an attribute
  // cannot change type between check and write.
  const errors = await valueErrors(tx, organizationId, strictAttributes, inCategory.map((w) => w.item));
  // The families stay locked until the rows are written.
  const familyCodes = [...new Set(inCategory.map((v) => v.item.familyCode).filter((code): code is string => !!code))];
  const familyIds = await familyIdsByCode(tx, organizationId, familyCodes);
  const writable = inCategory.filter(({ index, item }, i) => {
    if (errors[i]!.length > 0) fail(index, errors[i]!);
    else if (item.familyCode && !familyIds.has(item.familyCode)) fail(index, [{ path: "familyCode", message: "No such family in your organisation." }]);
    else return true;
    return false;
  });
  if (writable.length === 0) return outcomes;

  // Simple products and models, then variants (whose merged values come from
  // their models as this call writes them): each record checked first, so
  // the ceiling counts only what would be written.
  const existing = options.existing ?? (await existingBySku(tx, organizationId, writable.map((w) => w.item.sku)));
  const failItem: FailItem = (entry, errors) => fail(entry.index, errors);
  let plain = await planPlain(tx, organizationId, writable.filter((w) => !w.item.parentId), familyIds, existing, failItem);
  let variants = await planVariants(tx, organizationId, writable.filter((w) => w.item.parentId), existing, failItem);

  // Only new skus count toward the plan's product ceiling.
  const fresh = [...plain, ...variants].map((p) => p.entry).filter((w) => !existing.has(w.item.sku)).sort((a, b) => a.index - b.index);
  if (options.overCeiling === "refuse") await assertCanAdd(tx, organizationId, "products", fresh.length);
  else {
    const { granted, limit } = await grantUpTo(tx, organizationId, "products", fresh.length + (options.plannedNew ?? 0), !options.dryRun);
    const refused = new Set(fresh.slice(Math.max(0, granted - (options.plannedNew ?? 0))).map((w) => w.index));
    for (const index of refused) fail(index, [{ path: "sku", message: `Not created: ${planLimitMessage("products", limit ?? 0)}` }]);
    plain = plain.filter((p) => !refused.has(p.entry.index));
    variants = variants.filter((p) => !refused.has(p.entry.index));
  }
  if (options.dryRun) {
    for (const { entry } of [...plain, ...variants]) {
      const prior = existing.get(entry.item.sku);
      outcomes[entry.index] = { status: prior ? "updated" : "created", id: prior?.id ?? "" };
    }
    return outcomes;
  }

  const written = [await writePlain(tx, organizationId, plain, failItem)];
  written.push(await writeVariants(tx, organizationId, variants, failItem));
  const rows = written.flatMap((w) => w.rows);
  const skuAt = new Map(writable.map((w) => [w.index, w.item.sku]));
  const created = rows.filter((r) => r.inserted).map((r) => ({ id: r.id, sku: skuAt.get(r.index)! }));
  await enqueueProductChanges(tx, organizationId, [...rows.filter((r) => !r.inserted).map((r) => r.id), ...written.flatMap((w) => w.alsoChanged)], created);
  for (const row of rows) outcomes[row.index] = { status: row.inserted ? "created" : "updated", id: row.id };
  return outcomes;
}
