import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import { keysetPage } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { serializeCategory } from "./serialize-category";

export async function listCategories(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `categories:${principal.organizationId}`,
    fetch: (after, take) =>
      db.category.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializeCategory,
  });
}

export async function getCategory(principal: Principal, id: string) {
  const category = await db.category.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!category) throw notFound("Category");
  return serializeCategory(category);
}
