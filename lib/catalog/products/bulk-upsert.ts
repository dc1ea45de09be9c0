import { db } from "../../db/client";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { retryOnConflict } from "../../db/retry";
import type { BulkResult } from "../documents";
import { errorLine } from "../attributes/check-values";
import { upsertProducts } from "./upsert-products";

function skuOf(raw: unknown): string {
  const sku = (raw as { sku?: unknown } | null)?.sku;
  return typeof sku === "string" ? sku.trim() : "";
}

// POST /products/bulk: up to 1,000 products upserted by sku, a result per
// record (upsert-products.ts). Over the plan's product ceiling the whole
// request is refused and nothing is written. A deadlock left despite the sku
// order (through the facet counters) is retried.
export async function bulkUpsertProducts(principal: Principal, items: unknown[]): Promise<BulkResult> {
  assertSupplier(principal, "catalog");
  const outcomes = await retryOnConflict(() =>
    db.$transaction((tx) => upsertProducts(tx, principal.organizationId, items, { overCeiling: "refuse" })),
  );
  return {
    results: outcomes.map((outcome, index) =>
      outcome.status === "failed"
        ? { sku: skuOf(items[index]), status: "failed", error: errorLine(outcome.errors) }
        : { sku: skuOf(items[index]), status: outcome.status, id: outcome.id },
    ),
  };
}
