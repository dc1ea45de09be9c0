import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { PlannedVariant } from "../variant-grid";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

const variantsOf = (parentId: string, limit: number) => (cursor: string | undefined, signal: AbortSignal) =>
  dataOf(client.GET("/api/v1/products", { params: { query: { parentId, limit, cursor } }, signal }));

// All of a model's variants with their thumbnails (search, 200 a page), for
// the model's variant table, which sorts them by any column in the browser.
export const useVariants = (parentId: string) =>
  useQuery({
    queryKey: keys.products.variants({ parentId }),
    queryFn: ({ signal }) =>
      allPages((cursor, s) => dataOf(client.GET("/api/v1/search/products", { params: { query: { parentId, limit: 200, include: "thumbnail", cursor } }, signal: s })), signal),
  });

// Every variant's axis values, so the create form skips combinations that exist.
export const useAllVariants = (parentId: string) =>
  useQuery({ queryKey: keys.products.variants({ parentId, all: true }), queryFn: ({ signal }) => allPages(variantsOf(parentId, 200), signal) });

// One bulk request for the planned variants; each row succeeds or fails alone.
export const useCreateVariants = (parentId: string) =>
  useInvalidatingMutation(
    (rows: PlannedVariant[]) => dataOf(client.POST("/api/v1/products/bulk", { body: { items: rows.map((r) => ({ sku: r.sku, parentId, attributes: r.attributes })) } })),
    [keys.products.all()],
  );
