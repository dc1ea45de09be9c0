import { AppError } from "../core/errors";
import { deleteSupplierProduct } from "../catalog/products/delete-product";
import { updateSupplierProduct } from "../catalog/products/update-product";
import type { BulkActionChange } from "./schemas";
import { changeTags } from "./change-tags";

// One product's share of a bulk action, as the single-product endpoints do it
// (variants, scoring, webhooks and the change feed follow). Running it again
// changes nothing more: each change sets a value or adds or removes tags (in
// one UPDATE, change-tags.ts), and a product already deleted counts as deleted.
export async function applyChange(organizationId: string, productId: string, change: BulkActionChange): Promise<void> {
  switch (change.action) {
    case "setStatus":
      return void (await updateSupplierProduct(organizationId, productId, { status: change.status }));
    case "setCategory":
      return void (await updateSupplierProduct(organizationId, productId, { categoryId: change.categoryId }));
    case "setFamily":
      return void (await updateSupplierProduct(organizationId, productId, { familyCode: change.familyCode }));
    case "addTags":
    case "removeTags":
      return changeTags(organizationId, productId, change.action, change.tags);
    case "delete":
      try {
        await deleteSupplierProduct(organizationId, productId);
      } catch (err) {
        if (!(err instanceof AppError && err.code === "NOT_FOUND")) throw err;
      }
  }
}

// Why a product was refused, in the words the API would have answered.
export function refusal(err: unknown): string | null {
  if (!(err instanceof AppError) || err.code === "INTERNAL") return null;
  const detail = err.details?.[0];
  return detail ? `${detail.path}: ${detail.message}` : err.message;
}
