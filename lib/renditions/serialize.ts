import type { Rendition, RenditionPreset } from "../db/generated/client";
import { presignDownload } from "../storage/presign";
import type { PresetDocument, RenderOp, RenditionDocument } from "./documents";

// ops are written only through renderOps, so the column holds that shape.
export function serializePreset(p: RenditionPreset): PresetDocument {
  return {
    id: p.id,
    name: p.name,
    ops: p.ops as RenderOp[],
    opsVersion: p.opsVersion,
    auto: p.auto,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

// The rendition view (docs/api.md, "Assets and renditions"). stale: made with older
// operations than the preset has now; the old result stays downloadable
// until its re-render lands. status: ready, failed (lastError says why) or
// queued (a re-render is on its way).
export async function serializeRendition(r: Rendition, presetOpsVersion: number): Promise<RenditionDocument> {
  return {
    id: r.id,
    assetId: r.assetId,
    presetId: r.presetId,
    status: r.status,
    width: r.width,
    height: r.height,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes === null ? null : Number(r.sizeBytes),
    downloadUrl: r.storageKey && r.mimeType ? await presignDownload(r.storageKey, { contentType: r.mimeType }) : null,
    stale: r.opsVersion < presetOpsVersion,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
