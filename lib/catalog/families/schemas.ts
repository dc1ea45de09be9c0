import { z } from "zod";
import { ATTRIBUTE_CODE } from "../attributes/definition";
import { labels } from "../attributes/schemas";

// Request bodies of /api/v1/families (docs/api.md, "Attributes"); browser-safe,
// the one source of their TypeScript types. Which codes name attributes of
// the organisation is checked on the server (family-rules.ts).
export const familyCode = z.string().regex(ATTRIBUTE_CODE, "Use a lower-case letter, then up to 99 lower-case letters, digits or _.");

// At least one character: an empty segment is the list's path, not this one.
export const familyParams = z.object({ code: z.string().min(1).max(200) });

const codes = z.array(z.string().min(1).max(100)).max(500);

export const createFamilyBody = z
  .object({
    code: familyCode,
    labels: labels.default({}),
    attributes: codes,
    requiredAttributes: codes.default([]),
    variantAxes: codes.default([]),
  })
  .strict();
export type CreateFamilyBody = z.infer<typeof createFamilyBody>;

// `code` is accepted only unchanged (it never changes); the rules between
// the lists run on the merged family in update-family.ts.
export const updateFamilyBody = z
  .object({
    code: z.string().max(200).optional(),
    labels: labels.optional(),
    attributes: codes.optional(),
    requiredAttributes: codes.optional(),
    variantAxes: codes.optional(),
  })
  .strict();
export type UpdateFamilyBody = z.infer<typeof updateFamilyBody>;
