// The widths public and buyer-facing images are served at (docs/architecture.md,
// "Images at the size shown"). A fixed, short list: a page asks for the
// nearest one through srcset, and nobody can make the server resize to a
// size of their choosing. Browser-safe.
export const IMAGE_WIDTHS = [128, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

// A query value ("320") as one of the widths, or null.
export function imageWidthOf(value: string | null | undefined): ImageWidth | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const width = Number(value);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : null;
}

const withWidth = (url: string, width: ImageWidth) => `${url}${url.includes("?") ? "&" : "?"}w=${width}`;

// src, srcset and sizes for an <img> of the image at `url`, served in the
// given widths; src is the smallest, for a browser that ignores srcset.
export function responsiveImage(url: string, widths: readonly ImageWidth[], sizes: string): { src: string; srcSet: string; sizes: string } {
  return { src: withWidth(url, widths[0]!), srcSet: widths.map((w) => `${withWidth(url, w)} ${w}w`).join(", "), sizes };
}

// The slots images fill, with the widths offered for each: the smallest
// width that covers the slot on a one-x screen up to twice that for a
// two-x screen. `sizes` follows the CSS of each slot (app/globals.css).
export const IMAGE_SLOTS = {
  // A card of a product grid: one column on a phone, up to four at 72rem.
  card: { widths: [320, 480, 640] as const, sizes: "(max-width: 33rem) calc(100vw - 2.5rem), (max-width: 50rem) calc(50vw - 2rem), (max-width: 66rem) calc(33vw - 2rem), 17rem" },
  // A card of the buyer's catalogue, beside the navigation and the filters.
  buyerCard: { widths: [320, 480, 640] as const, sizes: "(max-width: 48rem) calc(100vw - 2.5rem), 18rem" },
  // The main image of a product page: the whole width on a phone, half beside the text.
  main: { widths: [480, 640, 960, 1280] as const, sizes: "(max-width: 48rem) calc(100vw - 2.5rem), 34rem" },
  // The small images under it.
  thumb: { widths: [128, 320] as const, sizes: "6rem" },
  // A brand's logo in the portal's banner.
  logo: { widths: [128, 320] as const, sizes: "4rem" },
} satisfies Record<string, { widths: readonly ImageWidth[]; sizes: string }>;
