import { z } from "zod";

// The progress resource of a bulk action (GET /products/bulk-actions/{id});
// browser-safe so the grid can poll it.
export const bulkActionError = z.object({ productId: z.string(), message: z.string() });

export const bulkActionDocument = z.object({
  id: z.string(),
  action: z.enum(["setStatus", "setCategory", "addTags", "removeTags", "setFamily", "delete", "setAttribute", "clearAttribute", "undo"]).describe("undo: puts back what another bulk action changed (POST /products/bulk-actions/{id}/undo)."),
  status: z.enum(["pending", "running", "succeeded", "failed"]).describe("succeeded once every product was handled, even when some were refused (see failed)."),
  total: z.number().int().describe("How many products the action changes: the ids sent, or those the selection matched when it was accepted."),
  processed: z.number().int().describe("Products handled so far, refused ones included."),
  failed: z.number().int(),
  errors: z.array(bulkActionError).describe("Why products were refused (the first 100)."),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkActionDocument = z.infer<typeof bulkActionDocument>;
export type BulkActionError = z.infer<typeof bulkActionError>;
