// A saved view as the API answers it (docs/api.md, "Saved views"); the type
// is the schema's z.infer, browser-safe.
import { z } from "zod";
import { SORT_VALUES } from "../search/sort-keys";

export const viewDocument = z.object({
  id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  default: z.boolean().describe("The organisation's default view: the grid opens with it."),
  ownerId: z.string().nullable().describe("The user who made it; null for a view an API key made."),
  query: z.record(z.string(), z.string()),
  columns: z.array(z.string()),
  sort: z.enum(SORT_VALUES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ViewDocument = z.infer<typeof viewDocument>;
