import { z } from "zod";

// Passport templates (docs/api.md, "Product passports"): sections of fields,
// each read from the product or a constant, public or restricted to holders
// of a signed link. Browser-safe: the portal builds its checklist from them.
const SOURCE = /^(name|description|sku|constant|attributes\.[a-z][a-z0-9_]{0,99})$/;

export const passportField = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "A key is lower-case letters, digits and _."),
    label: z.string().trim().min(1).max(200),
    source: z.string().regex(SOURCE, "Use name, description, sku, constant or attributes.<code>."),
    value: z.string().max(2000).optional(),
    required: z.boolean().default(false),
    access: z.enum(["public", "restricted"]).default("public"),
    reference: z.string().max(300).optional().describe("Where the field comes from: the regulation and its annex or article."),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.source === "constant" && f.value === undefined) ctx.addIssue({ code: "custom", path: ["value"], message: "A constant field needs its value." });
  });
export type PassportField = z.infer<typeof passportField>;

export const passportSection = z.object({ title: z.string().trim().min(1).max(200), fields: z.array(passportField).min(1).max(100) }).strict();

export const createPassportTemplateBody = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9-]{1,63}$/, "A code is lower-case letters, digits and -."),
    name: z.string().trim().min(1).max(200),
    sections: z.array(passportSection).min(1).max(30),
  })
  .strict()
  .superRefine((t, ctx) => {
    const keys = t.sections.flatMap((s) => s.fields.map((f) => f.key));
    const seen = new Set<string>();
    keys.forEach((key) => {
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["sections"], message: `The key ${key} appears twice.` });
      seen.add(key);
    });
  });
export type CreatePassportTemplateBody = z.infer<typeof createPassportTemplateBody>;

export const passportTemplateDocument = z.object({
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  sections: z.array(z.object({ title: z.string(), fields: z.array(z.object({ key: z.string(), label: z.string(), source: z.string(), value: z.string().optional(), required: z.boolean(), access: z.enum(["public", "restricted"]), reference: z.string().optional() })) })),
});
export type PassportTemplateDocument = z.infer<typeof passportTemplateDocument>;

type Field = Omit<PassportField, "required" | "access"> & Partial<Pick<PassportField, "required" | "access">>;
export const field = (f: Field): PassportField => ({ required: false, access: "public", ...f });
