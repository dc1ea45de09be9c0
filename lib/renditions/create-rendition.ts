import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { findOwnedAsset } from "../assets/guards";
import { ImageRefused } from "./render-image";
import { renderToStore, type StoredRender } from "./render-to-store";
import { saveRender } from "./save-render";
import type { CreateRenditionBody } from "./schemas";
import { serializeRendition } from "./serialize";

// Renders an image asset with a preset, inside the request. One rendition
// exists per asset and preset: asking again re-renders it in place (same
// id). Video is served as it was uploaded (docs/api.md, "Renditions"), so it and every other
// non-image is a 422, as is an image that cannot be decoded or is a
// decompression bomb; nothing is stored then.
export async function createRendition(principal: Principal, assetId: string, input: CreateRenditionBody) {
  assertSupplier(principal, "assets");
  const asset = await findOwnedAsset(principal, assetId);
  if (asset.assetType !== "image") {
    throw validationFailed([{ path: "assetId", message: `Renditions are made from images; this asset is a ${asset.assetType}.` }]);
  }
  if (asset.status !== "ready") throw invalidState("The asset has not been confirmed.");
  const preset = await db.renditionPreset.findFirst({ where: { id: input.presetId, ...ownedBy(principal) } });
  if (!preset) throw validationFailed([{ path: "presetId", message: "No such rendition preset in your organisation." }]);

  let stored: StoredRender;
  try {
    stored = await renderToStore(asset, preset);
  } catch (err) {
    if (err instanceof ImageRefused) throw validationFailed([{ path: "assetId", message: err.message }], "The image could not be rendered.");
    throw err;
  }
  const target = { organizationId: asset.organizationId, assetId: asset.id, presetId: preset.id };
  const rendition = await saveRender(target, preset.opsVersion, { status: "ready", stored }, true);
  if (!rendition) throw invalidState("The asset was deleted while it was being rendered.");
  return serializeRendition(rendition, preset.opsVersion);
}
