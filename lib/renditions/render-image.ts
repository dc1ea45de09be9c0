import { availableParallelism } from "node:os";
import sharp, { type Sharp } from "sharp";
import { planOps, resizeBound, type OutputFormat, type RenderPlan } from "./plan-ops";
import type { RenderOp } from "./schemas";

// Decompression bombs: a few KB of PNG can claim billions of pixels. The
// header is read first (no pixels are decoded) and anything over the cap is
// refused; sharp's limitInputPixels is the second wall inside the decoder.
// 50 MP takes every camera up to the 20 MB image limit.
export const MAX_INPUT_PIXELS = 50_000_000;
// Renditions may enlarge (docs/api.md, "Assets and renditions"), so what a render produces is
// capped too: a 1x10 source resized to width 10,000 would otherwise be a
// billion pixels.
export const MAX_OUTPUT_PIXELS = 50_000_000;

// A render the image itself made impossible (not decodable, too large):
// the caller answers 422 or records a failed rendition; never a 500.
export class ImageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRefused";
  }
}

export type RenderedImage = { data: Buffer; width: number; height: number; mimeType: string; extension: string };

const OUTPUTS: Record<OutputFormat | "gif", { mimeType: string; extension: string }> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  avif: { mimeType: "image/avif", extension: "avif" },
  gif: { mimeType: "image/gif", extension: "gif" },
};

// libvips already spreads one render over every core; more renders at once
// would only add memory (each holds its source and its pixels).
const SLOTS = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

type Source = { format: OutputFormat | "gif"; upright: { width: number; height: number } };

async function assertWithinPixelCap(input: Buffer, plan: RenderPlan): Promise<Source> {
  const meta = await sharp(input).metadata();
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw new ImageRefused("The image has no dimensions.");
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRefused(`The image is ${width}×${height} pixels; renditions are made from images of at most ${MAX_INPUT_PIXELS / 1e6} megapixels.`);
  }
  // autoOrient turns orientations 5 to 8 a quarter before the resize sees them.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  if (plan.resize) {
    const out = resizeBound(plan.resize, upright);
    if (out.width * out.height > MAX_OUTPUT_PIXELS) {
      throw new ImageRefused(`The rendition would be ${out.width}×${out.height} pixels; renditions are at most ${MAX_OUTPUT_PIXELS / 1e6} megapixels.`);
    }
  }
  const format = meta.format;
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "gif") {
    throw new ImageRefused("The file is not a JPEG, PNG, WebP or GIF image.");
  }
  return { format, upright };
}

// withoutEnlargement keeps a source that already fits the box at its own
// size; sharp alone would still pad it to the box for contain.
function keepsSourceSize(plan: RenderPlan, upright: Source["upright"]): boolean {
  const r = plan.resize;
  return !!r?.withoutEnlargement && (r.width === undefined || upright.width <= r.width) && (r.height === undefined || upright.height <= r.height);
}

async function pipeline(input: Buffer, plan: RenderPlan, source: Source): Promise<Sharp> {
  // EXIF orientation first, so "rotate 90" means 90 from upright.
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (plan.resize && !keepsSourceSize(plan, source.upright)) {
    image = image.resize({ ...plan.resize, background: { r: 255, g: 255, b: 255, alpha: 0 } });
  }
  if (plan.rotate) {
    // libvips turns before resizing within one pipeline, holding the whole
    // source; turning the resized pixels in a second pipeline holds a few MB.
    if (plan.resize) {
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    }
    image = image.rotate(plan.rotate);
  }
  if (plan.grayscale) image = image.grayscale();
  const format = plan.format?.format ?? source.format;
  return image.toFormat(format, plan.format?.quality === undefined ? {} : { quality: plan.format.quality });
}

// One image through a preset's operations. Metadata is stripped (sharp's
// default), so camera GPS and serial numbers never reach a rendition.
export async function renderImage(input: Buffer, ops: readonly RenderOp[]): Promise<RenderedImage> {
  const plan = planOps(ops);
  return inSlot(async () => {
    try {
      const source = await assertWithinPixelCap(input, plan);
      const { data, info } = await (await pipeline(input, plan, source)).toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, ...OUTPUTS[plan.format?.format ?? source.format] };
    } catch (err) {
      if (err instanceof ImageRefused) throw err;
      // Everything sharp throws here is about the bytes it was given.
      throw new ImageRefused(`The image could not be decoded: ${err instanceof Error ? err.message.split("\n")[0] : "unknown error"}`);
    }
  });
}
