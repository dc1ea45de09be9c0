import { useQuery } from "@tanstack/react-query";
import { ASSET_TYPES, mediaTypeErrors, sizeErrors } from "@/lib/assets/media-types";
import type { ASSET_STATUSES } from "@/lib/assets/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { AssetDocument, AssetType } from "../api-types";
import { putToStore } from "../upload";
import { UploadNotDiscarded } from "../upload-errors";
import { usePaged } from "./paged";

export type AssetFilter = { status?: (typeof ASSET_STATUSES)[number]; assetType?: AssetType; limit?: number };

export const useAssets = (filter: AssetFilter = {}) =>
  usePaged(keys.assets.list(filter), (cursor, signal) => dataOf(client.GET("/api/v1/assets", { params: { query: { ...filter, cursor } }, signal })));

export const useAsset = (id: string) =>
  useQuery({ queryKey: keys.assets.detail(id), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/assets/{id}", { params: { path: { id } }, signal })) });

export const useRenditions = (assetId: string, refetchInterval: number | false = false) =>
  usePaged(
    keys.assets.renditions(assetId),
    (cursor, signal) => dataOf(client.GET("/api/v1/assets/{id}/renditions", { params: { path: { id: assetId }, query: { cursor } }, signal })),
    { refetchInterval },
  );

export const useCreateRendition = (assetId: string) =>
  useInvalidatingMutation(
    (presetId: string) => dataOf(client.POST("/api/v1/assets/{id}/renditions", { params: { path: { id: assetId } }, body: { presetId } })),
    [keys.assets.renditions(assetId)],
  );

export const useDeleteAsset = () =>
  useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/assets/{id}", { params: { path: { id } } })), [keys.assets.all(), keys.products.all()]);

// The asset type a file is filed as: the first its media type allows (a PDF
// is a document; an unknown type is "other").
function assetTypeOf(mimeType: string): AssetType {
  return ASSET_TYPES.find((type) => mediaTypeErrors(mimeType, type).length === 0) ?? "other";
}

// Why a file cannot be uploaded, checked before any bytes move; null if it can.
export function uploadProblem(file: File): string | null {
  const mimeType = file.type || "application/octet-stream";
  const problems = [...mediaTypeErrors(mimeType, assetTypeOf(mimeType)), ...sizeErrors(mimeType, file.size, "file")];
  return problems[0]?.message ?? null;
}

// upload-url → PUT to the store with progress → confirm. Throws the API's
// error (size, type, leading bytes) for the caller to show against the file.
// A file that fails after its asset was made (the store refused it, or the
// confirm found it too large or not what it claimed) takes its asset with
// it, so the library never lists a rejected or half-uploaded file.
export async function uploadAsset(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<AssetDocument> {
  const mimeType = file.type || "application/octet-stream";
  const target = await dataOf(
    client.POST("/api/v1/assets/upload-url", { body: { filename: file.name, mimeType, assetType: assetTypeOf(mimeType), sizeBytes: file.size }, signal }),
  );
  try {
    await putToStore(target, file, onProgress, signal);
    return await dataOf(client.POST("/api/v1/assets/confirm", { body: { assetId: target.assetId }, signal }));
  } catch (err) {
    await discard(target.assetId, err);
    throw err;
  }
}

// Deletes the asset of a failed upload; when even that fails, the failure
// says so, because the file then stays listed until someone deletes it.
async function discard(assetId: string, cause: unknown): Promise<void> {
  try {
    await client.DELETE("/api/v1/assets/{id}", { params: { path: { id: assetId } } });
  } catch {
    throw new UploadNotDiscarded(cause);
  }
}
