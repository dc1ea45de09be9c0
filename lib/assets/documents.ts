// Response bodies of the asset endpoints (contract section 6), type-only so
// the portals can import them; the serializers return these types.
import type { AssetStatus, AssetType } from "../db/generated/enums";

export type { AssetStatus, AssetType };

export type AssetDocument = {
  id: string;
  filename: string;
  assetType: AssetType;
  mimeType: string;
  sizeBytes: number | null;
  status: AssetStatus;
  createdAt: string;
  downloadUrl: string | null;
};

export type UploadTarget = { assetId: string; uploadUrl: string; method: "PUT"; headers: Record<string, string>; expiresAt: string };
