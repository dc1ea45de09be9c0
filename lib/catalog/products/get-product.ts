import { notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { productScopeOf } from "../access-scope";
import { serializeProduct } from "../serialize-product";
import { associationsOfLinks } from "../associations/read-associations";
import { findProductRow } from "../product-rows";

// Readable when inside the caller's access scope; anything else is a 404.
// One statement, as a list page reads its rows.
export async function getProduct(principal: Principal, id: string) {
  const scope = productScopeOf(principal);
  const row = await findProductRow(scope instanceof Promise ? await scope : scope, id);
  if (!row) throw notFound("Product");
  return serializeProduct(row, row, associationsOfLinks(row.associationLinks));
}
