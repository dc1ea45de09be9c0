// Response bodies of the asset endpoints (docs/api.md, "Assets and renditions"). Each type is
// the z.infer of its schema (one source for the serializers, the OpenAPI
// document and the portals); browser-safe.
import { z } from "zod";
import { AssetStatus, AssetType } from "../db/generated/enums";

export type { AssetStatus, AssetType };

const assetStatusSchema = z.enum(AssetStatus);
const assetTypeSchema = z.enum(AssetType);

export const assetDocument = z.object({
  id: z.string(),
  filename: z.string(),
  assetType: assetTypeSchema,
  mimeType: z.string(),
  sizeBytes: z.number().int().nullable(),
  status: assetStatusSchema,
  createdAt: z.string(),
  downloadUrl: z.string().nullable(),
});
export type AssetDocument = z.infer<typeof assetDocument>;

export const uploadTarget = z.object({
  assetId: z.string(),
  uploadUrl: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTarget>;
