import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { enqueueEvent } from "../../jobs/outbox";
import { copyObject, deleteObject, headObject, isVersionChanged } from "../../storage/objects";
import { importUploadKey } from "../../storage/keys";
import { log } from "../../core/log";
import { importStarted } from "../../events/definitions";
import type { ImportDocument } from "../documents";
import type { StartImportBody } from "../schemas";
import { getImport } from "./read-imports";
import { assertCanAdd, PlanLimitReached } from "../../billing/entitlements";

// POST /imports/{id}/start: the uploaded file is copied out of the upload
// area (as confirm does for assets: a later PUT to the same URL cannot
// change what is imported, and a restarted run reads the same bytes), then
// the import is queued; the background run takes it when the organisation's
// earlier imports are done.
export async function startImport(principal: Principal, id: string, input: StartImportBody): Promise<ImportDocument> {
  assertSupplier(principal, "catalog");
  const found = await db.import.findFirst({ where: { id, ...ownedBy(principal) }, select: { storageKey: true, queuedAt: true, filename: true, status: true } });
  if (!found) throw notFound("Import");
  if (found.queuedAt) throw invalidState("This import has already been started.");
  if (found.status !== "pending") throw invalidState("This import has ended; create a new one.");
  const uploaded = importUploadKey(principal.organizationId, id, found.filename);
  const head = await headObject(uploaded);
  if (!head) throw validationFailed([{ path: "id", message: "Nothing has been uploaded for this import yet." }]);
  try {
    await copyObject(uploaded, found.storageKey, head.etag);
  } catch (err) {
    if (isVersionChanged(err)) throw invalidState("The file changed while the import was being started. Start it again.");
    throw err;
  }
  try {
    await db.$transaction(async (tx) => {
      // The file counts toward the plan's storage until the import finishes.
      await assertCanAdd(tx, principal.organizationId, "storageBytes", head.sizeBytes);
      const queued = await tx.import.updateMany({
        where: { id, ...ownedBy(principal), queuedAt: null, status: "pending" },
        data: { queuedAt: new Date(), dryRun: input.dryRun, columnMap: input.columnMap, fileBytes: head.sizeBytes },
      });
      if (queued.count === 0) throw invalidState("This import has already been started.");
      await enqueueEvent(tx, importStarted.create({ organizationId: principal.organizationId, importId: id }, { id: `import:${id}` }));
    });
  } catch (err) {
    if (err instanceof PlanLimitReached) await Promise.all([deleteObject(found.storageKey), deleteObject(uploaded)]);
    throw err;
  }
  await deleteObject(uploaded).catch((err: unknown) => log.warn({ err, importId: id }, "could not delete a started import's upload"));
  return getImport(principal, id);
}
