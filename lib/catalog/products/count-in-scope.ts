import { db } from "../../db/client";
import { scopeWhere, type ProductScope } from "../access-scope";

export async function countInScope(scope: ProductScope): Promise<number> {
  return db.product.count({ where: scopeWhere(scope) });
}
