import { z } from "zod";
import { paginationQuery } from "../core/pagination";

// Rendition presets (docs/api.md, "Assets and renditions"): an ordered list of operations.

// A side longer than this would only ever be a typo; the area a render may
// produce is capped separately (render-image.ts).
export const MAX_DIMENSION = 10_000;
const dimension = z.number().int().min(1).max(MAX_DIMENSION);

const resizeOp = z
  .object({
    op: z.literal("resize"),
    width: dimension.optional(),
    height: dimension.optional(),
    fit: z.enum(["cover", "contain", "inside"]).optional(),
    withoutEnlargement: z.boolean().optional(),
  })
  .strict()
  .refine((o) => o.width !== undefined || o.height !== undefined, { message: "Give a width, a height or both.", path: ["width"] })
  // The same for the API's description, as a condition (an anyOf of
  // required lists makes generated clients lose the op's type).
  .meta({ if: { not: { required: ["width"] } }, then: { required: ["height"] } });

const formatOp = z
  .object({ op: z.literal("format"), format: z.enum(["jpeg", "png", "webp", "avif"]), quality: z.number().int().min(1).max(100).optional() })
  .strict();

// Quarter turns only: product images are turned upright, not tilted, and an
// arbitrary angle would grow the canvas and need a fill colour.
const rotateOp = z
  .object({ op: z.literal("rotate"), angle: z.number().int().min(-360).max(360).multipleOf(90, "Rotate by a multiple of 90 degrees.") })
  .strict();

const grayscaleOp = z.object({ op: z.literal("grayscale") }).strict();

export const renderOp = z.discriminatedUnion("op", [resizeOp, formatOp, rotateOp, grayscaleOp]);
export type RenderOp = z.infer<typeof renderOp>;

// One resize and one output format per preset: a second resize would only
// lose detail, and the format is how the result is written.
export const renderOps = z
  .array(renderOp)
  .min(1)
  .max(20)
  .superRefine((ops, ctx) => {
    for (const kind of ["resize", "format"] as const) {
      ops.forEach((op, i) => {
        if (op.op === kind && ops.findIndex((o) => o.op === kind) !== i) {
          ctx.addIssue({ code: "custom", path: [i], message: `Only one ${kind} operation per preset.` });
        }
      });
    }
  });

const presetName = z.string().trim().min(1).max(200);

// auto: the preset is rendered in the background for every image confirmed
// from then on (docs/api.md, "Rendition presets").
const auto = z.boolean().describe("Render this preset for every image confirmed from now on, in the background.");

export const createPresetBody = z.object({ name: presetName, ops: renderOps, auto: auto.default(false) }).strict();
export type CreatePresetBody = z.infer<typeof createPresetBody>;

export const updatePresetBody = z.object({ name: presetName.optional(), ops: renderOps.optional(), auto: auto.optional() }).strict();
export type UpdatePresetBody = z.infer<typeof updatePresetBody>;

export const createRenditionBody = z.object({ presetId: z.string().uuid() }).strict();
export type CreateRenditionBody = z.infer<typeof createRenditionBody>;

export const listPresetsQuery = paginationQuery;
