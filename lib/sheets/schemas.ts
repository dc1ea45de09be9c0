import { z } from "zod";
import { localeTag } from "../catalog/schemas";
import { searchParameters } from "../search/schemas";

export const LINE_SHEET_MAX = 500;

export const sheetQuery = z.object({ locale: localeTag.optional().describe("The language of the sheet's names, labels and values (the supplier's default when absent).") });

export const createSheetBody = z
  .object({
    productIds: z.array(z.guid()).min(1).max(LINE_SHEET_MAX).optional(),
    filter: searchParameters(
      ["limit", "cursor", "facetBy", "facetLimit", "sort", "include", "withTotal"],
      "A line sheet takes every matching product; paging, facets and order do not apply.",
    )
      .optional()
      .describe(`The parameters of GET /api/v1/search/products; at most ${LINE_SHEET_MAX} products may match.`),
    locale: localeTag.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.productIds === undefined) === (body.filter === undefined)) ctx.addIssue({ code: "custom", path: ["productIds"], message: "Give either productIds or filter." });
  })
  .meta({ oneOf: [{ required: ["productIds"] }, { required: ["filter"] }] });
export type CreateSheetBody = z.infer<typeof createSheetBody>;

export const sheetDocument = z.object({
  id: z.string(),
  status: z.enum(["pending", "running", "succeeded", "failed"]),
  total: z.number().int().nullable(),
  downloadUrl: z.string().nullable().describe("A short-lived link to the PDF once it is written."),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type SheetDocument = z.infer<typeof sheetDocument>;
