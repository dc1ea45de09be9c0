import { z } from "zod";
import { productStatus } from "../schemas";

// POST /api/v1/products/bulk-actions: one change for up to BULK_ACTION_MAX
// chosen products, applied in the background. No server imports: the
// portal's grid sends it.
export const BULK_ACTION_MAX = 1000;

const productIds = z
  .array(z.guid("Each product id must be a UUID."))
  .min(1, "Choose at least one product.")
  .max(BULK_ACTION_MAX, `At most ${BULK_ACTION_MAX} products per action.`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const tagList = z
  .array(z.string().trim().min(1, "A tag is not empty.").max(100, "A tag has at most 100 characters."))
  .min(1, "Give at least one tag.")
  .max(50)
  .transform((list) => [...new Set(list)]);

export const bulkActionBody = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("setStatus"), productIds, status: productStatus }).strict(),
    z.object({ action: z.literal("setCategory"), productIds, categoryId: z.guid("categoryId must be a UUID.").nullable() }).strict(),
    z.object({ action: z.literal("addTags"), productIds, tags: tagList }).strict(),
    z.object({ action: z.literal("removeTags"), productIds, tags: tagList }).strict(),
    z.object({ action: z.literal("setFamily"), productIds, familyCode: z.string().min(1).max(100).nullable() }).strict(),
    z.object({ action: z.literal("delete"), productIds }).strict(),
  ],
  { error: "action must be one of setStatus, setCategory, addTags, removeTags, setFamily, delete." },
);
export type BulkActionBody = z.infer<typeof bulkActionBody>;
export type BulkActionKind = BulkActionBody["action"];

// What a bulk action does, without its products: stored as the row's params.
export type BulkActionChange = DistributiveOmit<BulkActionBody, "productIds">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
