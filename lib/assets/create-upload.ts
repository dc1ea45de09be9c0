import { randomUUID } from "node:crypto";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { presignUpload } from "../storage/presign";
import { assetKey, uploadKey } from "../storage/keys";
import { assertSupplier } from "../auth/authorize";
import { mediaTypeErrors, sizeErrors, uploadValiditySeconds } from "./media-types";
import type { UploadTarget } from "./documents";
import type { UploadUrlBody } from "./schemas";

// Step one of an upload: a pending asset and a presigned PUT. The client's
// sizeBytes only lets an obviously oversized file be refused before any
// byte moves; the limit that counts is checked at confirm.
export async function createUpload(principal: Principal, input: UploadUrlBody): Promise<UploadTarget> {
  assertSupplier(principal, "assets");
  const errors = [
    ...mediaTypeErrors(input.mimeType, input.assetType),
    ...(input.sizeBytes === undefined ? [] : sizeErrors(input.mimeType, input.sizeBytes, "sizeBytes")),
  ];
  if (errors.length) throw validationFailed(errors);

  const id = randomUUID();
  const organizationId = principal.organizationId;
  const upload = await presignUpload(uploadKey(organizationId, id, input.filename), input.mimeType, uploadValiditySeconds(input.mimeType));
  await db.asset.create({
    data: {
      id,
      ...ownedBy(principal),
      filename: input.filename,
      assetType: input.assetType,
      mimeType: input.mimeType,
      storageKey: assetKey(organizationId, id, input.filename),
    },
  });
  return { assetId: id, uploadUrl: upload.url, method: "PUT", headers: upload.headers, expiresAt: upload.expiresAt.toISOString() };
}
