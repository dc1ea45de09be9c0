import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

// A product's versions, newest first, narrowed to one field (or the fields
// under it) when field is not empty.
export const useProductHistory = (id: string, field: string) =>
  usePaged(keys.products.historyOf(id, field), (cursor, signal) =>
    dataOf(client.GET("/api/v1/products/{id}/history", { params: { path: { id }, query: { cursor, field: field || undefined } }, signal })),
  );

// Products deleted in the last 30 days, which can be restored.
export const useDeletedProducts = () =>
  usePaged(keys.products.deleted(), (cursor, signal) => dataOf(client.GET("/api/v1/deleted-products", { params: { query: { cursor } }, signal })));

type Restore = { productId: string; versionId: string; dryRun: boolean };

const restore = ({ productId, versionId, dryRun }: Restore) =>
  dataOf(client.POST("/api/v1/products/{id}/history/{versionId}/restore", { params: { path: { id: productId, versionId } }, body: { dryRun } }));

// The changes a restore would make, written nowhere: nothing goes stale.
export const usePreviewRestore = () => useInvalidatingMutation((input: Omit<Restore, "dryRun">) => restore({ ...input, dryRun: true }), []);

// A restore changes the product (or recreates a deleted one): every product
// query is stale, the grid's, the editor's, the history and the deleted list.
export const useRestoreVersion = () => useInvalidatingMutation((input: Omit<Restore, "dryRun">) => restore({ ...input, dryRun: false }), [keys.products.all()]);
