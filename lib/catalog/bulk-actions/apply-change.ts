import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { AppError } from "../../core/errors";
import { deleteSupplierProduct } from "../products/delete-product";
import { updateSupplierProduct } from "../products/update-product";
import type { BulkActionChange } from "./schemas";

// One product's share of a bulk action, as the single-product endpoints do it
// (variants, scoring, webhooks and the change feed follow). Running it again
// changes nothing more: each change sets a value, and a product already
// deleted counts as deleted.
export async function applyChange(organizationId: string, productId: string, change: BulkActionChange): Promise<void> {
  switch (change.action) {
    case "setStatus":
      return void (await updateSupplierProduct(organizationId, productId, { status: change.status }));
    case "setCategory":
      return void (await updateSupplierProduct(organizationId, productId, { categoryId: change.categoryId }));
    case "setFamily":
      return void (await updateSupplierProduct(organizationId, productId, { familyCode: change.familyCode }));
    case "addTags":
    case "removeTags": {
      const product = await db.product.findFirst({ where: { id: productId, ...ownedBy({ organizationId }) }, select: { tags: true } });
      if (!product) throw new AppError("NOT_FOUND", "Product not found.");
      const tags = change.action === "addTags" ? [...new Set([...product.tags, ...change.tags])] : product.tags.filter((tag) => !change.tags.includes(tag));
      if (tags.length === product.tags.length && tags.every((tag, i) => tag === product.tags[i])) return;
      return void (await updateSupplierProduct(organizationId, productId, { tags }));
    }
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
