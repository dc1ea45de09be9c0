import { z } from "zod";
import { paginationQuery } from "../core/pagination";

// GET /api/v1/changes (docs/api.md, "Change feed"); the one source of its types.
export const changesQuery = paginationQuery;
export type ChangesQuery = z.infer<typeof changesQuery>;

export const changeDocument = z.object({
  seq: z.number().int(),
  type: z.enum(["product.upserted", "product.deleted"]),
  productId: z.string(),
  sku: z.string(),
  at: z.string(),
});
export type ChangeDocument = z.infer<typeof changeDocument>;

// nextCursor is never null: an empty page is where to poll from next.
export const changesPage = z.object({ items: z.array(changeDocument), nextCursor: z.string() });
export type ChangesPage = z.infer<typeof changesPage>;
