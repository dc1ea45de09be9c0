import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import { zodDetails } from "../../core/zod-details";
import { createProductBody, type CreateProductBody } from "../schemas";
import { assertSupplier } from "../../auth/authorize";
import { localeErrors, supplierLocales } from "../guards";
import { enqueueEvent } from "../../jobs/outbox";
import { productChanged } from "../../../inngest/events";
import { assertCanAdd } from "../../billing/entitlements";
import { retryOnConflict } from "../../db/retry";
import type { BulkItemResult, BulkResult } from "../documents";
import { valueErrors } from "../attributes/assert-values";
import { errorLine } from "../attributes/check-values";
import { familyIdsByCode } from "../families/family-of";

type Valid = { index: number; item: CreateProductBody };

function skuOf(raw: unknown): string {
  const sku = (raw as { sku?: unknown } | null)?.sku;
  return typeof sku === "string" ? sku.trim() : "";
}

// Upserts up to 1,000 products by sku in one statement. Each item is checked
// on its own, so one bad record fails alone (contract section 4). An update
// replaces the product's writable fields with the item (PUT semantics);
// createdAt and id never change, so list cursors stay valid.
export async function bulkUpsertProducts(principal: Principal, items: unknown[]): Promise<BulkResult> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  const results: BulkItemResult[] = items.map((raw) => ({ sku: skuOf(raw), status: "failed" }));
  const valid: Valid[] = [];
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

  // Rows go in sku order, so concurrent upserts of the same skus lock them in
  // one order; a deadlock left anyway (through the facet counters) is retried.
  const written = await retryOnConflict(() => db.$transaction(async (tx) => {
    // Attribute values are checked inside the transaction, under the
    // dictionary lock, so an attribute cannot change type between check and write.
    const errors = await valueErrors(tx, organizationId, strictAttributes, inCategory.map((w) => w.item));
    // Inside the transaction too: the families stay locked until the rows are written.
    const familyCodes = [...new Set(inCategory.map((v) => v.item.familyCode).filter((code): code is string => !!code))];
    const familyIds = await familyIdsByCode(tx, organizationId, familyCodes);
    const writable = inCategory.filter(({ index, item }, i) => {
      if (errors[i]!.length > 0) results[index]!.error = errorLine(errors[i]!);
      else if (item.familyCode && !familyIds.has(item.familyCode)) results[index]!.error = "familyCode: No such family in your organisation.";
      else return true;
      return false;
    });
    const rows = writable.map(({ item: { familyCode, ...fields } }) => ({ ...fields, familyId: familyCode ? familyIds.get(familyCode)! : null }));
    if (writable.length === 0) return { writable, upserted: [] };
    // Only new skus count toward the plan's product ceiling; over it, the
    // whole request is refused and nothing is written.
    const skus = writable.map((w) => w.item.sku);
    const existing = await tx.product.count({ where: { organizationId, sku: { in: skus } } });
    await assertCanAdd(tx, organizationId, "products", skus.length - existing);
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
    return { writable, upserted };
  }));

  const { writable, upserted: rows } = written;
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  for (const { index, item } of writable) {
    const row = bySku.get(item.sku)!;
    results[index] = { sku: item.sku, status: row.inserted ? "created" : "updated", id: row.id };
  }
  return { results };
}
