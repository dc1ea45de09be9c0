import { db } from "../../db/client";
import { deleteObject } from "../../storage/objects";

// An import's file is read only while the import runs: once it has finished
// either way it is deleted and stops counting toward the plan's storage. A
// deletion that fails here is retried by the expiry sweep.
export async function releaseImportFile(importId: string): Promise<void> {
  const row = await db.import.findUnique({ where: { id: importId }, select: { storageKey: true, fileBytes: true, status: true } });
  if (!row || row.fileBytes === null || (row.status !== "succeeded" && row.status !== "failed")) return;
  await deleteObject(row.storageKey);
  await db.import.update({ where: { id: importId }, data: { fileBytes: null } });
}
