import { randomUUID } from "node:crypto";
import type { Asset, RenditionPreset } from "../db/generated/client";
import { sizeLimitBytes } from "../assets/media-types";
import { renditionKey } from "../storage/keys";
import { putObject, readObject } from "../storage/objects";
import { ImageRefused, renderImage } from "./render-image";
import { renderOps } from "./schemas";

export type StoredRender = { storageKey: string; width: number; height: number; mimeType: string; sizeBytes: number };

type Source = Pick<Asset, "id" | "organizationId" | "storageKey" | "mimeType">;
type Preset = Pick<RenditionPreset, "id" | "ops" | "opsVersion">;

// Reads the asset's original, renders it with the preset's operations and
// stores the result under a key of its own. Throws ImageRefused when the
// image cannot be rendered; nothing is stored then.
export async function renderToStore(asset: Source, preset: Preset): Promise<StoredRender> {
  // Confirm enforced the limit; reading past it would mean a bug, not a big image.
  const source = await readObject(asset.storageKey, sizeLimitBytes(asset.mimeType));
  if (!source) throw new ImageRefused("The asset's file is missing from the object store.");
  const image = await renderImage(source, renderOps.parse(preset.ops));
  const storageKey = renditionKey(asset.organizationId, asset.id, preset.id, preset.opsVersion, randomUUID(), image.extension);
  await putObject(storageKey, image.data, image.mimeType);
  return { storageKey, width: image.width, height: image.height, mimeType: image.mimeType, sizeBytes: image.data.length };
}
