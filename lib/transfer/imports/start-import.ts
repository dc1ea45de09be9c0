import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { headObject } from "../../storage/objects";
import { importStarted } from "../../../inngest/events";
import type { ImportDocument } from "../documents";
import type { StartImportBody } from "../schemas";
import { getImport } from "./read-imports";

// POST /imports/{id}/start: queues the import once its file is in the store;
// the background run takes it when the organisation's earlier imports are done.
export async function startImport(principal: Principal, id: string, input: StartImportBody): Promise<ImportDocument> {
  assertSupplier(principal, "catalog");
  const found = await db.import.findFirst({ where: { id, ...ownedBy(principal) }, select: { storageKey: true, queuedAt: true } });
  if (!found) throw notFound("Import");
  if (found.queuedAt) throw invalidState("This import has already been started.");
  if (!(await headObject(found.storageKey))) throw validationFailed([{ path: "id", message: "Nothing has been uploaded for this import yet." }]);
  await db.$transaction(async (tx) => {
    const queued = await tx.import.updateMany({ where: { id, ...ownedBy(principal), queuedAt: null }, data: { queuedAt: new Date(), dryRun: input.dryRun } });
    if (queued.count === 0) throw invalidState("This import has already been started.");
    await enqueueEvent(tx, importStarted.create({ organizationId: principal.organizationId, importId: id }, { id: `import:${id}` }));
  });
  return getImport(principal, id);
}
