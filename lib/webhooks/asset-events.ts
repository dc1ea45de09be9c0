import type { Tx } from "../db/client";
import type { AssetType } from "../db/generated/enums";
import { emitWebhooks } from "./emit";

type ConfirmedAsset = { id: string; organizationId: string; filename: string; assetType: AssetType; mimeType: string; sizeBytes: number };

// asset.confirmed, in the transaction that makes the upload ready. No
// download link: links live minutes, and the receiver asks GET /assets/{id}.
export async function emitAssetConfirmed(tx: Tx, asset: ConfirmedAsset): Promise<void> {
  const { id, filename, assetType, mimeType, sizeBytes } = asset;
  await emitWebhooks(asset.organizationId, [{ type: "asset.confirmed", data: { assetId: id, filename, assetType, mimeType, sizeBytes } }], tx);
}
