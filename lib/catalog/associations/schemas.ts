import { z } from "zod";
import { localeTag } from "../schemas";

// Request bodies of association types and product associations (docs/api.md,
// "Attributes"); the one source of their TypeScript types.
export const associationTypeCode = z.string().regex(/^[a-z][a-z0-9_]{0,99}$/, "Use a lower-case letter, then up to 99 lower-case letters, digits or _.");

export const MAX_LABELS = 50;
const labelText = z.string().trim().min(1).max(255);
const labels = z
  .record(localeTag, labelText)
  .refine((map) => Object.keys(map).length <= MAX_LABELS, `At most ${MAX_LABELS} labels.`)
  .meta({ maxProperties: MAX_LABELS });

export const associationTypeBody = z
  .object({
    code: associationTypeCode,
    labels: labels.default({}),
    quantified: z.boolean().default(false),
    twoWay: z.boolean().default(false),
  })
  .strict();
export type AssociationTypeBody = z.infer<typeof associationTypeBody>;

// Only the labels change, as a JSON merge patch (null removes a locale):
// code names the type in every body, and flipping quantified or twoWay would
// leave the stored links breaking the new rule (quantities where none
// belong, half mirrors).
export const updateAssociationTypeBody = z
  .object({
    labels: z
      .record(localeTag, labelText.nullable())
      .refine((map) => Object.keys(map).length <= MAX_LABELS, `At most ${MAX_LABELS} labels.`)
      .meta({ maxProperties: MAX_LABELS }),
  })
  .strict();
export type UpdateAssociationTypeBody = z.infer<typeof updateAssociationTypeBody>;

export const associationTypeParams = z.object({ code: associationTypeCode });

// A bound on one PUT: the links it writes (and mirrors) in one transaction.
export const MAX_LINKS = 1000;

const link = z
  .object({
    productId: z.string().uuid(),
    // PostgreSQL integer: a larger figure would fail the write, not the request.
    quantity: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export const associationsBody = z
  .record(associationTypeCode, z.array(link).max(MAX_LINKS))
  .superRefine((body, ctx) => {
    const types = Object.keys(body).length;
    if (types > MAX_LINKS) ctx.addIssue({ code: "custom", message: `At most ${MAX_LINKS} association types in one body.` });
    const links = Object.values(body).reduce((sum, list) => sum + list.length, 0);
    if (links > MAX_LINKS) ctx.addIssue({ code: "custom", message: `At most ${MAX_LINKS} links in one body.` });
  })
  .meta({ maxProperties: MAX_LINKS });
export type AssociationsBody = z.infer<typeof associationsBody>;
