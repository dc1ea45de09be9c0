import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { deleteObject } from "../../storage/objects";

// An import's file is read only while the import runs: once it has finished
// either way it is deleted and stops counting toward the plan's storage. A
// deletion that fails here is retried by the expiry sweep.
export async function releaseImportFile(ref: { organizationId: string; importId: string }): Promise<void> {
  const row = await db.import.findFirst({ where: { id: ref.importId, ...ownedBy(ref) }, select: { storageKey: true, fileBytes: true, status: true } });
  if (!row || row.fileBytes === null || (row.status !== "succeeded" && row.status !== "failed")) return;
  await deleteObject(row.storageKey);
  await db.import.updateMany({ where: { id: ref.importId, ...ownedBy(ref) }, data: { fileBytes: null } });
}
