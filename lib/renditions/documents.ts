// Response bodies of the rendition endpoints (contract section 6), type-only
// so the portals can import them; the serializers return these types.
import type { RenderOp } from "./schemas";

export type { RenderOp };

export type PresetDocument = { id: string; name: string; ops: RenderOp[]; opsVersion: number; createdAt: string; updatedAt: string };

export type RenditionDocument = {
  id: string;
  assetId: string;
  presetId: string;
  status: string;
  width: number | null;
  height: number | null;
  mimeType: string | null;
  sizeBytes: number | null;
  downloadUrl: string | null;
  stale: boolean;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ReprocessResult = { enqueued: number; hasMore: boolean };
