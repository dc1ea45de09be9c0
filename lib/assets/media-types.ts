import type { ErrorDetail } from "../core/errors";

// Accepted media types, their size limits and the asset types they may be
// filed as (docs/api.md, "Assets and renditions"). Pure, so the portals can check a file
// before asking for an upload URL.

export const MB = 1_048_576;

export const ASSET_TYPES = ["image", "video", "document", "certificate", "other"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

type Rule = { limitBytes: number; assetTypes: readonly AssetType[] };

const IMAGE: Rule = { limitBytes: 20 * MB, assetTypes: ["image"] };
const VIDEO: Rule = { limitBytes: 100 * MB, assetTypes: ["video"] };
const PDF: Rule = { limitBytes: 50 * MB, assetTypes: ["document", "certificate", "other"] };
// Anything else is kept as a plain file, never as an image, video or certificate.
const OTHER: Rule = { limitBytes: 50 * MB, assetTypes: ["document", "other"] };

const KNOWN: Record<string, Rule> = {
  "image/jpeg": IMAGE,
  "image/png": IMAGE,
  "image/webp": IMAGE,
  "image/gif": IMAGE,
  "application/pdf": PDF,
  "video/mp4": VIDEO,
  "video/webm": VIDEO,
  "video/quicktime": VIDEO,
};

type Condition = Record<string, unknown>;

// mediaTypeErrors as a condition of the API's description, from the same
// table: each known type may be filed only as its rule's asset types, an
// image/ or video/ type must be a known one, and anything else is a
// document or other. One if/else chain (the cases exclude each other), as
// generated clients type an allOf of conditions as unknown.
export function mediaTypeCondition(): Condition {
  const known = Object.keys(KNOWN);
  const mimeType = (schema: Condition) => ({ required: ["mimeType"], properties: { mimeType: schema } });
  const fileAs = (rule: Rule) => ({ properties: { assetType: { enum: [...rule.assetTypes] } } });
  let chain: Condition = fileAs(OTHER);
  for (const prefix of ["video/", "image/"]) {
    chain = { if: mimeType({ pattern: `^${prefix}` }), then: mimeType({ enum: known.filter((type) => type.startsWith(prefix)) }), else: chain };
  }
  for (const rule of new Set(Object.values(KNOWN))) {
    chain = { if: mimeType({ enum: known.filter((type) => KNOWN[type] === rule) }), then: fileAs(rule), else: chain };
  }
  return chain;
}

export function isKnownMediaType(mimeType: string): boolean {
  return mimeType in KNOWN;
}

export function sizeLimitBytes(mimeType: string): number {
  return (KNOWN[mimeType] ?? OTHER).limitBytes;
}

// Why a declared type and asset type cannot be uploaded; empty when they can.
export function mediaTypeErrors(mimeType: string, assetType: AssetType): ErrorDetail[] {
  const known = KNOWN[mimeType];
  if (!known && mimeType.startsWith("image/")) {
    return [{ path: "mimeType", message: "Images must be image/jpeg, image/png, image/webp or image/gif." }];
  }
  if (!known && mimeType.startsWith("video/")) {
    return [{ path: "mimeType", message: "Videos must be video/mp4, video/webm or video/quicktime." }];
  }
  const rule = known ?? OTHER;
  if (rule.assetTypes.includes(assetType)) return [];
  return [{ path: "assetType", message: `A ${mimeType} file may only be filed as ${rule.assetTypes.join(", ")}.` }];
}

export function sizeErrors(mimeType: string, sizeBytes: number, path: string): ErrorDetail[] {
  const limit = sizeLimitBytes(mimeType);
  if (sizeBytes <= limit) return [];
  return [{ path, message: `${sizeBytes} bytes is over the ${limit / MB} MB limit for ${mimeType}.` }];
}

// Large videos take a while to upload on a slow line; everything else gets
// a short window (docs/api.md, "Billing").
export function uploadValiditySeconds(mimeType: string): number {
  return mimeType.startsWith("video/") ? 60 * 60 : 10 * 60;
}

// The store serves known types under their own type; anything else goes out
// as a download so a browser never renders it from the store's origin.
export function servedInline(mimeType: string): boolean {
  return isKnownMediaType(mimeType);
}
