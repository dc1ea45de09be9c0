import { z } from "zod";
import { paginationQuery } from "../core/pagination";
import { fileName as filename } from "../core/file-name";
import { ASSET_TYPES, mediaTypeCondition } from "./media-types";

// Request bodies of the asset library; the one source of their types.

// type/subtype as RFC 6838 allows it, without parameters; compared in lower case.
const mediaType = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/, "Use a media type such as image/jpeg, without parameters.");


export const uploadUrlBody = z
  .object({
    filename,
    mimeType: mediaType,
    assetType: z.enum(ASSET_TYPES),
    sizeBytes: z.number().int().nonnegative().optional(),
  })
  .strict()
  // Checked on the server (create-upload.ts); stated here for clients.
  .meta(mediaTypeCondition());
export type UploadUrlBody = z.infer<typeof uploadUrlBody>;

// sizeBytes is accepted and ignored (docs/api.md, "Assets and renditions"): the store's figure counts.
export const confirmBody = z.object({ assetId: z.string().uuid(), sizeBytes: z.unknown().optional() }).strict();
export type ConfirmBody = z.infer<typeof confirmBody>;

export const ASSET_STATUSES = ["pending", "ready", "rejected"] as const;

export const listAssetsQuery = paginationQuery.extend({
  status: z.enum(ASSET_STATUSES).optional(),
  assetType: z.enum(ASSET_TYPES).optional(),
});
export type ListAssetsQuery = z.infer<typeof listAssetsQuery>;
