import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { conflict, validationFailed } from "../core/errors";

// A filter may name only the organisation's own categories (as products may).
export async function assertCategoriesOwned(tx: Tx, organizationId: string, categoryIds: readonly string[] | null | undefined): Promise<void> {
  if (!categoryIds?.length) return;
  const owned = new Set(
    (await tx.category.findMany({ where: { ...ownedBy.organization(organizationId), id: { in: [...categoryIds] } }, select: { id: true } })).map((c) => c.id),
  );
  const missing = categoryIds.flatMap((id, i) =>
    owned.has(id) ? [] : [{ path: `productFilter.categoryIds.${i}`, message: "No such category in your organisation." }],
  );
  if (missing.length) throw validationFailed(missing);
}

function isUniqueClash(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: string }).code === "P2002";
}

// Slugs are global (one public path each): a clash is a 409, said plainly.
export async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueClash(err)) throw conflict("That slug is already taken.");
    throw err;
  }
}
