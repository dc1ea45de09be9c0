import type { RenderOp } from "./schemas";

export type Fit = "cover" | "contain" | "inside";
export type OutputFormat = "jpeg" | "png" | "webp" | "avif";

// What a render does, in this order: resize, turn, grayscale, encode.
// Resizing first keeps turns cheap: turning needs the whole image in memory,
// and a resized image is a few MB where a 50 MP source is 150.
export type RenderPlan = {
  resize?: { width?: number; height?: number; fit: Fit; withoutEnlargement: boolean };
  rotate: 0 | 90 | 180 | 270;
  grayscale: boolean;
  format?: { format: OutputFormat; quality?: number };
};

// Turns the preset's ordered operations into that order. "Turn a quarter,
// then resize to a box" equals "resize to the swapped box, then turn a
// quarter", so the resize box is swapped for each odd quarter turn listed
// before it, and every turn adds up after it. Grayscale commutes with both;
// the format is how the result is written.
export function planOps(ops: readonly RenderOp[]): RenderPlan {
  let turnsBefore = 0;
  let turnsAfter = 0;
  let resize: RenderPlan["resize"];
  let grayscale = false;
  let format: RenderPlan["format"];
  for (const op of ops) {
    if (op.op === "rotate") {
      const quarters = op.angle / 90;
      if (resize) turnsAfter += quarters;
      else turnsBefore += quarters;
    } else if (op.op === "resize") {
      // cover by default, and a smaller source is enlarged unless the op says not to (docs/api.md, "Assets and renditions").
      resize = { width: op.width, height: op.height, fit: op.fit ?? "cover", withoutEnlargement: op.withoutEnlargement ?? false };
    } else if (op.op === "grayscale") {
      grayscale = true;
    } else {
      format = { format: op.format, quality: op.quality };
    }
  }
  if (resize && Math.abs(turnsBefore) % 2 === 1) resize = { ...resize, width: resize.height, height: resize.width };
  const quarters = (((turnsBefore + turnsAfter) % 4) + 4) % 4;
  return { resize, rotate: (quarters * 90) as RenderPlan["rotate"], grayscale, format };
}

// The largest output a resize can give a source of this size: cover and
// contain with both sides stay within that box; inside, or one side alone,
// scales the source by one factor (enlarging unless withoutEnlargement).
// Lets a render refuse an output it cannot afford before decoding a pixel.
export function resizeBound(resize: NonNullable<RenderPlan["resize"]>, source: { width: number; height: number }): { width: number; height: number } {
  const { width, height, fit, withoutEnlargement } = resize;
  if (width !== undefined && height !== undefined && fit !== "inside") return { width, height };
  let scale = Math.min(width === undefined ? Infinity : width / source.width, height === undefined ? Infinity : height / source.height);
  if (withoutEnlargement) scale = Math.min(scale, 1);
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}
