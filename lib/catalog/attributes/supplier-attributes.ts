import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound } from "../../core/errors";
import { keysetOrder, keysetPage } from "../../core/keyset";
import type { PaginationQuery } from "../../core/pagination";
import type { Principal } from "../../core/principal";
import { productScopeOf } from "../access-scope";
import type { AttributeLabelDocument, AttributeOption } from "../documents";

// A supplier's attribute dictionary as its catalogue's readers see it: the
// names and option labels a buyer needs to show values in words. Readable by
// the supplier itself and by buyers with an active connection to it; anyone
// else gets 404, as for any record of another tenant.
export async function supplierAttributes(principal: Principal, supplierId: string, page: PaginationQuery) {
  const scope = await productScopeOf(principal);
  if (!scope.supplierIds.includes(supplierId)) throw notFound("Supplier");
  return keysetPage({
    page,
    binding: `supplier-attributes:${principal.organizationId}:${supplierId}`,
    fetch: (after, take) =>
      db.attribute.findMany({
        where: { ...ownedBy.organization(supplierId), AND: [after] },
        orderBy: [...keysetOrder()],
        take,
        select: { id: true, createdAt: true, code: true, type: true, labels: true, unit: true, options: true },
      }),
    serialize: (a): AttributeLabelDocument => ({
      code: a.code,
      type: a.type,
      labels: a.labels as Record<string, string>,
      unit: a.unit,
      options: a.options as AttributeOption[],
    }),
  });
}
