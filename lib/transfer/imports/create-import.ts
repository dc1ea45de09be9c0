import { randomUUID } from "node:crypto";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { presignUpload } from "../../storage/presign";
import { importKey, importUploadKey } from "../../storage/keys";
import { CONTENT_TYPES } from "../sheets";
import { actorOfPrincipal } from "../../history/write-contexts";
import type { ImportUpload } from "../documents";
import type { CreateImportBody } from "../schemas";

// A 50 MB file on a slow line takes a while.
const UPLOAD_SECONDS = 30 * 60;

// Step one of an import: a pending import and a presigned PUT of its file,
// the same way an asset is uploaded (storage/presign.ts).
export async function createImport(principal: Principal, input: CreateImportBody): Promise<ImportUpload> {
  assertSupplier(principal, "catalog");
  const id = randomUUID();
  const storageKey = importKey(principal.organizationId, id, input.filename);
  const upload = await presignUpload(importUploadKey(principal.organizationId, id, input.filename), CONTENT_TYPES[input.format], UPLOAD_SECONDS);
  await db.import.create({ data: { id, ...ownedBy(principal), ...actorOfPrincipal(principal), format: input.format, filename: input.filename, storageKey } });
  return { id, uploadUrl: upload.url, method: "PUT", headers: upload.headers, expiresAt: upload.expiresAt.toISOString() };
}
