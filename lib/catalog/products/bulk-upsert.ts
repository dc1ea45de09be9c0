import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import { zodDetails } from "../../core/zod-details";
import { createProductBody } from "../schemas";
import { assertSupplier } from "../../auth/authorize";
import { localeErrors, supplierLocales } from "../guards";
import { enqueueProductChanges } from "../product-changes";
import { retryOnConflict } from "../../db/retry";
import type { BulkItemResult, BulkResult } from "../documents";
import { valueErrors } from "../attributes/assert-values";
import { errorLine } from "../attributes/check-values";
import { familyIdsByCode } from "../families/family-of";
import { upsertVariants } from "../variants/bulk-variants";
import { existingBySku, type BulkItem } from "./bulk-item";
import { upsertPlain } from "./bulk-plain";

function skuOf(raw: unknown): string {
  const sku = (raw as { sku?: unknown } | null)?.sku;
  return typeof sku === "string" ? sku.trim() : "";
}

// Upserts up to 1,000 products by sku: simple products and models in one
// statement, then variants in another (lib/catalog/variants/bulk-variants.ts).
// Each item is checked on its own, so one bad record fails alone (contract
// section 4). An update replaces the product's writable fields with the item
// (PUT semantics; a variant's own values); createdAt and id never change, so
// list cursors stay valid.
export async function bulkUpsertProducts(principal: Principal, items: unknown[]): Promise<BulkResult> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  const results: BulkItemResult[] = items.map((raw) => ({ sku: skuOf(raw), status: "failed" }));
  const valid: BulkItem[] = [];
  const seen = new Set<string>();
  const { enabledLocales, strictAttributes } = await supplierLocales(db, organizationId);

  items.forEach((raw, index) => {
    const parsed = createProductBody.safeParse(raw);
    if (!parsed.success) {
      results[index]!.error = zodDetails(parsed.error).map((d) => `${d.path || "item"}: ${d.message}`).join("; ");
      return;
    }
    const item = parsed.data;
    const bad = localeErrors(item.localized, enabledLocales);
    if (bad.length) results[index]!.error = errorLine(bad);
    else if (seen.has(item.sku)) results[index]!.error = "The same sku appears earlier in this request.";
    else {
      seen.add(item.sku);
      valid.push({ index, item });
    }
  });

  const categoryIds = [...new Set(valid.map((v) => v.item.categoryId).filter((id): id is string => !!id))];
  const owned = new Set(
    (await db.category.findMany({ where: { organizationId, id: { in: categoryIds } }, select: { id: true } })).map((c) => c.id),
  );
  const inCategory = valid.filter(({ index, item }) => {
    if (!item.categoryId || owned.has(item.categoryId)) return true;
    results[index]!.error = "categoryId: No such category in your organisation.";
    return false;
  });
  if (inCategory.length === 0) return { results };

  const written = await retryOnConflict(() => db.$transaction(async (tx) => {
    // Attribute values are checked inside the transaction, under the
    // dictionary lock, so an attribute cannot change type between check and write.
    const errors = await valueErrors(tx, organizationId, strictAttributes, inCategory.map((w) => w.item));
    // Inside the transaction too: the families stay locked until the rows are written.
    const familyCodes = [...new Set(inCategory.map((v) => v.item.familyCode).filter((code): code is string => !!code))];
    const familyIds = await familyIdsByCode(tx, organizationId, familyCodes);
    const failed = new Map<number, string>();
    const fail = (entry: BulkItem, message: string) => failed.set(entry.index, message);
    const writable = inCategory.filter((entry, i) => {
      if (errors[i]!.length > 0) fail(entry, errorLine(errors[i]!));
      else if (entry.item.familyCode && !familyIds.has(entry.item.familyCode)) fail(entry, "familyCode: No such family in your organisation.");
      else return true;
      return false;
    });
    if (writable.length === 0) return { failed, rows: [] };
    const existing = await existingBySku(tx, organizationId, writable.map((w) => w.item.sku));
    // Models first, so a variant's merged values come from its model as written.
    const plain = await upsertPlain(tx, organizationId, writable.filter((w) => !w.item.parentId), familyIds, existing, fail);
    const variants = await upsertVariants(tx, organizationId, writable.filter((w) => w.item.parentId), existing, fail);
    const rows = [...plain.rows, ...variants.rows];
    await enqueueProductChanges(tx, organizationId, [...rows.map((r) => r.id), ...plain.alsoChanged, ...variants.alsoChanged]);
    return { failed, rows };
  }));

  for (const [index, error] of written.failed) results[index]!.error = error;
  for (const row of written.rows) {
    results[row.index] = { sku: results[row.index]!.sku, status: row.inserted ? "created" : "updated", id: row.id };
  }
  return { results };
}
