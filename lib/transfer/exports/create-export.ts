import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { zodDetails } from "../../core/zod-details";
import { enqueueEvent } from "../../jobs/outbox";
import { assertCanAdd } from "../../billing/entitlements";
import { searchProductsQuery } from "../../search/schemas";
import { exportRequested } from "../../events/definitions";
import type { ExportStarted } from "../documents";
import type { CreateExportBody } from "../schemas";

// POST /exports: the selection is checked as a search would check it, then
// the file is written in the background. The file counts toward the plan's
// storage until it expires (lib/transfer/retention.ts).
export async function createExport(principal: Principal, input: CreateExportBody): Promise<ExportStarted> {
  const parsed = searchProductsQuery.safeParse(input.filter);
  if (!parsed.success) throw validationFailed(zodDetails(parsed.error).map((d) => ({ path: `filter.${d.path}`, message: d.message })));
  return db.$transaction(async (tx) => {
    // Its size is known only once written; an organisation already at its
    // storage ceiling gets no new file.
    await assertCanAdd(tx, principal.organizationId, "storageBytes", 1);
    const job = await tx.export.create({
      data: { ...ownedBy(principal), format: input.format, filter: input.filter, columns: input.columns ?? [], locales: input.locales ?? [] },
      select: { id: true },
    });
    await enqueueEvent(tx, exportRequested.create({ organizationId: principal.organizationId, exportId: job.id }, { id: `export:${job.id}` }));
    return { id: job.id };
  });
}
