import { z } from "zod";
import { searchParameters, sortParameter } from "../search/schemas";

// Saved views of the product grid (docs/api.md, "Saved views"). No server
// imports: the portals build their forms from these.

// The columns a view may show: fields of the product document (and the
// grid's image), or one attribute as attributes.<code>.
export const VIEW_FIELDS = [
  "thumbnailUrl",
  "sku",
  "name",
  "description",
  "status",
  "kind",
  "parentId",
  "categoryId",
  "categoryName",
  "familyCode",
  "tags",
  "qualityScore",
  "qualityBand",
  "supplierId",
  "supplierName",
  "createdAt",
  "updatedAt",
] as const;
export const MAX_VIEW_COLUMNS = 60;
const ATTRIBUTE_COLUMN = /^attributes\.[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

const column = z.union([z.enum(VIEW_FIELDS), z.string().regex(ATTRIBUTE_COLUMN)], {
  error: `A column is one of ${VIEW_FIELDS.join(", ")}, or attributes.<code> (1-100 letters, digits, _ . or -).`,
});

const columns = z
  .array(column)
  .min(1, "Show at least one column.")
  .max(MAX_VIEW_COLUMNS, `At most ${MAX_VIEW_COLUMNS} columns.`)
  .superRefine((list, ctx) => {
    list.forEach((c, i) => {
      if (list.indexOf(c) !== i) ctx.addIssue({ code: "custom", path: [i], message: "This column is listed already." });
    });
  })
  .meta({ uniqueItems: true });

// A view is a set of products, not a position in it: no cursor; its order is
// the view's own sort.
const query = searchParameters(["cursor", "sort"], "A view keeps no cursor, and its order is the view's sort.");

const name = z.string().trim().min(1).max(100);

export const createViewBody = z
  .object({
    name,
    shared: z.boolean().default(false).describe("Seen and used by every member of the organisation; false keeps it to its owner."),
    query: query.default({}).describe("The search parameters of GET /api/v1/search/products, as an object of their text values."),
    columns,
    sort: sortParameter.nullable().default(null),
  })
  .strict();
export type CreateViewBody = z.infer<typeof createViewBody>;

export const updateViewBody = z
  .object({
    name: name.optional(),
    shared: z.boolean().optional(),
    query: query.optional(),
    columns: columns.optional(),
    sort: sortParameter.nullable().optional(),
    default: z.boolean().optional().describe("true makes this shared view the one the grid opens with for everybody (owners and admins); false unmarks it."),
  })
  .strict();
export type UpdateViewBody = z.infer<typeof updateViewBody>;
