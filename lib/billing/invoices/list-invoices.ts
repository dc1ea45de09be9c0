import type { Principal } from "../../core/principal";
import { db } from "../../db/client";
import type { Invoice } from "../../db/generated/client";
import { ownedBy } from "../../db/tenant";
import { newestFirstPage, olderThan } from "../../core/newest-first";
import type { PaginationQuery } from "../../core/pagination";
import { serializeInvoice } from "./serialize-invoice";

// The organisation's invoices, newest first; drafts never get a row.
export function listInvoices(principal: Principal, page: PaginationQuery) {
  return newestFirstPage({
    page,
    binding: `invoices:${principal.organizationId}`,
    at: (invoice: Invoice) => invoice.issuedAt,
    fetch: (before, take) =>
      db.invoice.findMany({
        where: { ...ownedBy(principal), AND: [olderThan("issuedAt", before)] },
        orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
        take,
      }),
    serialize: serializeInvoice,
  });
}
