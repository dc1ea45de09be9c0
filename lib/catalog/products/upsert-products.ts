import type { Tx } from "../../db/client";
import type { ErrorDetail } from "../../core/errors";
import { zodDetails } from "../../core/zod-details";
import { createProductBody, type CreateProductBody } from "../schemas";
import { localeErrors, supplierLocales } from "../guards";
import { enqueueEvent } from "../../jobs/outbox";
import { productChanged } from "../../../inngest/events";
import { assertCanAdd, grantUpTo, planLimitMessage } from "../../billing/entitlements";
import { valueErrors } from "../attributes/assert-values";
import { familyIdsByCode } from "../families/family-of";

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
  // The ids of the items' skus that exist, when the caller has just read
  // (and locked) them, so they are not looked up twice.
  existing?: ReadonlyMap<string, string>;
};

type Valid = { index: number; item: CreateProductBody };

// The product write path of bulk upsert and imports: up to 1,000 whole
// products upserted by sku in one statement, inside the caller's
// transaction. Each item is checked on its own, so one bad record fails alone
// (contract section 4). An update replaces the product's writable fields with
// the item (PUT semantics); createdAt and id never change, so list cursors
// stay valid.
export async function upsertProducts(tx: Tx, organizationId: string, items: unknown[], options: UpsertOptions): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = items.map(() => ({ status: "failed", errors: [] }));
  const fail = (index: number, errors: ErrorDetail[]) => (outcomes[index] = { status: "failed", errors });
  const valid: Valid[] = [];
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
    (await tx.category.findMany({ where: { organizationId, id: { in: categoryIds } }, select: { id: true } })).map((c) => c.id),
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
  let writable = inCategory.filter(({ index, item }, i) => {
    if (errors[i]!.length > 0) fail(index, errors[i]!);
    else if (item.familyCode && !familyIds.has(item.familyCode)) fail(index, [{ path: "familyCode", message: "No such family in your organisation." }]);
    else return true;
    return false;
  });
  if (writable.length === 0) return outcomes;

  // Only new skus count toward the plan's product ceiling.
  const existing =
    options.existing ??
    new Map(
      (await tx.product.findMany({ where: { organizationId, sku: { in: writable.map((w) => w.item.sku) } }, select: { sku: true, id: true } })).map((p) => [p.sku, p.id]),
    );
  const fresh = writable.filter((w) => !existing.has(w.item.sku));
  if (options.overCeiling === "refuse") await assertCanAdd(tx, organizationId, "products", fresh.length);
  else {
    const { granted, limit } = await grantUpTo(tx, organizationId, "products", fresh.length + (options.plannedNew ?? 0), !options.dryRun);
    const refused = new Set(fresh.slice(Math.max(0, granted - (options.plannedNew ?? 0))).map((w) => w.index));
    for (const index of refused) fail(index, [{ path: "sku", message: `Not created: ${planLimitMessage("products", limit ?? 0)}` }]);
    writable = writable.filter((w) => !refused.has(w.index));
  }
  if (options.dryRun) {
    for (const { index, item } of writable) outcomes[index] = { status: existing.has(item.sku) ? "updated" : "created", id: existing.get(item.sku) ?? "" };
    return outcomes;
  }
  if (writable.length === 0) return outcomes;

  const rows = writable.map(({ item: { familyCode, ...fields } }) => ({ ...fields, familyId: familyCode ? familyIds.get(familyCode)! : null }));
  // Rows go in sku order, so concurrent upserts of the same skus lock them in
  // one order.
  const upserted = await tx.$queryRaw<{ id: string; sku: string; inserted: boolean }[]>`
    INSERT INTO products (id, "organizationId", sku, name, description, status, "categoryId", "familyId", tags, attributes, localized, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${organizationId}::uuid, x.sku, x.name, x.description, x.status::"ProductStatus", x."categoryId", x."familyId", x.tags, x.attributes, x.localized, now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(sku text, name text, description text, status text, "categoryId" uuid, "familyId" uuid, tags text[], attributes jsonb, localized jsonb)
    ORDER BY x.sku COLLATE "C"
    ON CONFLICT ("organizationId", sku) DO UPDATE SET
      name = EXCLUDED.name, description = EXCLUDED.description, status = EXCLUDED.status,
      "categoryId" = EXCLUDED."categoryId", "familyId" = EXCLUDED."familyId", tags = EXCLUDED.tags, attributes = EXCLUDED.attributes,
      localized = EXCLUDED.localized, "updatedAt" = now()
    RETURNING id, sku, (xmax = 0) AS inserted`;
  await enqueueEvent(tx, productChanged.create({ organizationId, productIds: upserted.map((r) => r.id) }));
  const bySku = new Map(upserted.map((r) => [r.sku, r]));
  for (const { index, item } of writable) {
    const row = bySku.get(item.sku)!;
    outcomes[index] = { status: row.inserted ? "created" : "updated", id: row.id };
  }
  return outcomes;
}
