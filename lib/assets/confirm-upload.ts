import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState, validationFailed, type ErrorDetail } from "../core/errors";
import { log } from "../core/log";
import type { Principal } from "../core/principal";
import type { Asset } from "../db/generated/client";
import { uploadKey } from "../storage/keys";
import { copyObject, deleteObject, headObject, isVersionChanged, readLeadingBytes } from "../storage/objects";
import { assertSupplier } from "../auth/authorize";
import { findOwnedAsset } from "./guards";
import { LEADING_BYTES, matchesSignature } from "./magic-bytes";
import { sizeErrors } from "./media-types";
import type { ConfirmBody } from "./schemas";
import { serializeAsset } from "./serialize-asset";
import { assertCanAdd, PlanLimitReached } from "../billing/entitlements";
import { emitAssetConfirmed } from "../webhooks/asset-events";
import { requestAutoRenditions } from "./auto-renditions";

// Step two of an upload: the stored object is measured by the store (the
// client's size is ignored), its leading bytes are checked against the
// declared type with one ranged GET, and only then is it copied out of the
// upload area and the asset made ready. A refused object is deleted before
// the 422 is sent, so a 422 always means the bytes are gone.
export async function confirmUpload(principal: Principal, input: ConfirmBody) {
  assertSupplier(principal, "assets");
  const asset = await findOwnedAsset(principal, input.assetId);
  if (asset.status === "ready") return serializeAsset(asset);
  if (asset.status === "rejected") throw invalidState("This upload was rejected. Request a new upload URL.");

  const key = uploadKey(asset.organizationId, asset.id, asset.filename);
  const head = await headObject(key);
  if (!head) throw validationFailed([{ path: "assetId", message: "Nothing has been uploaded for this asset yet." }]);
  if (head.sizeBytes === 0) throw await reject(asset, key, [{ path: "file", message: "The uploaded file is empty." }]);
  const tooLarge = sizeErrors(asset.mimeType, head.sizeBytes, "file");
  if (tooLarge.length) throw await reject(asset, key, tooLarge);

  try {
    const leading = await readLeadingBytes(key, Math.min(LEADING_BYTES, head.sizeBytes), head.etag);
    if (!matchesSignature(asset.mimeType, leading)) {
      throw await reject(asset, key, [{ path: "file", message: `The file's content is not ${asset.mimeType}.` }]);
    }
    await copyObject(key, asset.storageKey, head.etag);
  } catch (err) {
    if (isVersionChanged(err)) throw invalidState("The upload changed while it was being checked. Confirm again.");
    throw err;
  }
  const ready = await markReady(asset, head.sizeBytes).catch(async (err: unknown) => {
    // Over the storage ceiling: nothing of the refused upload is kept.
    if (err instanceof PlanLimitReached) {
      await Promise.all([deleteObject(asset.storageKey), deleteObject(key)]);
      await db.asset.updateMany({ where: { id: asset.id, ...ownedBy(asset), status: "pending" }, data: { status: "rejected" } });
    }
    throw err;
  });
  await deleteObject(key).catch((err: unknown) => log.warn({ err, key }, "could not delete a confirmed upload"));
  return serializeAsset(ready);
}

async function reject(asset: Asset, key: string, details: ErrorDetail[]) {
  await deleteObject(key);
  await db.asset.updateMany({ where: { id: asset.id, ...ownedBy(asset), status: "pending" }, data: { status: "rejected" } });
  return validationFailed(details, "The uploaded file was refused and deleted.");
}

// Two confirms of one upload may race; the first to mark it ready wins (and
// alone sends asset.confirmed and asks for the auto presets' renditions) and
// the other answers with the same view. The stored size counts toward the
// plan's storage from here, checked in the same transaction.
async function markReady(asset: Asset, sizeBytes: number): Promise<Asset> {
  await db.$transaction(async (tx) => {
    await assertCanAdd(tx, asset.organizationId, "storageBytes", sizeBytes);
    const marked = await tx.asset.updateMany({
      where: { id: asset.id, ...ownedBy(asset), status: "pending" },
      data: { status: "ready", sizeBytes: BigInt(sizeBytes), confirmedAt: new Date() },
    });
    if (marked.count === 0) return;
    await emitAssetConfirmed(tx, { ...asset, sizeBytes });
    if (asset.assetType === "image") await requestAutoRenditions(tx, asset.organizationId, [asset.id]);
  });
  const current = await db.asset.findUniqueOrThrow({ where: { id: asset.id, ...ownedBy(asset) } });
  if (current.status !== "ready") throw invalidState("This upload was rejected. Request a new upload URL.");
  return current;
}
