import { z } from "zod";
import { AttributeType } from "../../db/generated/enums";
import { ATTRIBUTE_CODE, RESERVED_CODES } from "./definition";
import { definitionErrors } from "./definition-rules";

// Request bodies of /api/v1/attributes (docs/api.md, "Attributes"); browser-safe,
// the one source of their TypeScript types.
export const attributeCode = z
  .string()
  .regex(ATTRIBUTE_CODE, "Use a lower-case letter, then up to 99 lower-case letters, digits or _.")
  .refine((code) => !RESERVED_CODES.includes(code), "This code is reserved for a product field.");

// At least one character: an empty segment is the list's path, not this one.
export const attributeParams = z.object({ code: z.string().min(1).max(200) });

export const labels = z
  .record(z.string().min(1).max(35), z.string().trim().min(1).max(500))
  .refine((l) => Object.keys(l).length <= 100, "At most 100 labels.")
  .meta({ maxProperties: 100 });

const option = z
  .object({ code: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/, "Use 1-100 letters, digits, _ . or -."), labels: labels.default({}) })
  .strict();

// Syntax only (this schema also runs in the browser); the server also
// requires a pattern it can run in linear time (assert-pattern.ts).
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const length = z.number().int().min(0).max(65_535);
const validation = z
  .object({
    minLength: length.optional(),
    maxLength: length.min(1).optional(),
    pattern: z.string().min(1).max(500).refine(compiles, "Not a valid regular expression.").optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    decimals: z.number().int().min(0).max(10).optional(),
  })
  .strict();

const fields = {
  type: z.enum(AttributeType),
  labels,
  localizable: z.boolean(),
  group: z.string().trim().min(1).max(100).nullable(),
  unit: z.string().max(50).nullable(),
  options: z.array(option).max(1_000),
  validation,
};

export const createAttributeBody = z
  .object({
    code: attributeCode,
    type: fields.type,
    labels: fields.labels.default({}),
    localizable: fields.localizable.default(false),
    group: fields.group.default(null),
    unit: fields.unit.default(null),
    options: fields.options.default([]),
    validation: fields.validation.default({}),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const e of definitionErrors(body)) ctx.addIssue({ code: "custom", path: e.path.split("."), message: e.message });
  });
export type CreateAttributeBody = z.infer<typeof createAttributeBody>;

// `code` is accepted only unchanged (it never changes); the cross-field rules
// run on the merged attribute in update-attribute.ts.
export const updateAttributeBody = z
  .object({
    code: z.string().max(200).optional(),
    type: fields.type.optional(),
    labels: fields.labels.optional(),
    localizable: fields.localizable.optional(),
    group: fields.group.optional(),
    unit: fields.unit.optional(),
    options: fields.options.optional(),
    validation: fields.validation.optional(),
  })
  .strict();
export type UpdateAttributeBody = z.infer<typeof updateAttributeBody>;
