// Response bodies of the rendition endpoints (docs/api.md, "Assets and renditions"). Each type
// is the z.infer of its schema (one source for the serializers, the OpenAPI
// document and the portals); browser-safe.
import { z } from "zod";
import { renderOp, type RenderOp } from "./schemas";

export type { RenderOp };

export const presetDocument = z.object({
  id: z.string(),
  name: z.string(),
  ops: z.array(renderOp),
  opsVersion: z.number().int(),
  auto: z.boolean().describe("Rendered in the background for every image confirmed."),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PresetDocument = z.infer<typeof presetDocument>;

export const renditionDocument = z.object({
  id: z.string(),
  assetId: z.string(),
  presetId: z.string(),
  status: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
  stale: z.boolean(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RenditionDocument = z.infer<typeof renditionDocument>;

export const reprocessResult = z.object({ enqueued: z.number().int(), hasMore: z.boolean() });
export type ReprocessResult = z.infer<typeof reprocessResult>;
