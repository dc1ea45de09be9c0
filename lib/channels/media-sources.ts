// The media sources of an attribute map (docs/syndication.md): "images"
// (every ready image's link, in the product's order), "images[N]" (one of
// them) and "rendition:<presetId>" (that preset's rendition of the first
// image). Pure: what a page must load is read off the map before loading.
export const IMAGE_AT = /^images\[(\d{1,2})\]$/;
export const RENDITION_OF = /^rendition:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export type MediaNeeds = { images: boolean; presetIds: string[] };

// Takes any attribute map (lib/channels/schemas.ts validates the sources).
export function mediaNeedsOf(maps: readonly Record<string, { from?: string }>[]): MediaNeeds {
  let images = false;
  const presetIds = new Set<string>();
  for (const map of maps) {
    for (const rule of Object.values(map)) {
      const from = rule.from ?? "";
      if (from === "images" || IMAGE_AT.test(from)) images = true;
      const preset = RENDITION_OF.exec(from)?.[1];
      if (preset) {
        images = true;
        presetIds.add(preset.toLowerCase());
      }
    }
  }
  return { images, presetIds: [...presetIds].sort() };
}
