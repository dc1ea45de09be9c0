import type { Tx } from "../db/client";
import { enqueueEvent } from "../jobs/outbox";
import { ownedBy } from "../db/tenant";

// A Stripe invoice row was created: the archive-invoice function copies its
// PDF and payload into the object store. One archive per invoice, however
// often the event is produced.
export async function invoiceRecorded(tx: Tx, invoice: { id: string; organizationId: string }): Promise<void> {
  await enqueueEvent(tx, {
    name: "invoice.recorded",
    data: { invoiceId: invoice.id, ...ownedBy(invoice) },
    id: `invoice-archive:${invoice.id}`,
  });
}
