import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { PlannedVariant } from "../variant-grid";
import { useInvalidatingMutation } from "./invalidating";
import { allPages, usePaged } from "./paged";

const variantsOf = (parentId: string, limit: number) => (cursor: string | undefined, signal: AbortSignal) =>
  dataOf(client.GET("/api/v1/products", { params: { query: { parentId, limit, cursor } }, signal }));

// A model's variants, a page at a time, for the grid.
export const useVariants = (parentId: string) => usePaged(keys.products.variants({ parentId }), variantsOf(parentId, 50));

// Every variant's axis values, so the create form skips combinations that exist.
export const useAllVariants = (parentId: string) =>
  useQuery({ queryKey: keys.products.variants({ parentId, all: true }), queryFn: ({ signal }) => allPages(variantsOf(parentId, 200), signal) });

// One bulk request for the planned variants; each row succeeds or fails alone.
export const useCreateVariants = (parentId: string) =>
  useInvalidatingMutation(
    (rows: PlannedVariant[]) => dataOf(client.POST("/api/v1/products/bulk", { body: { items: rows.map((r) => ({ sku: r.sku, parentId, attributes: r.attributes })) } })),
    [keys.products.all()],
  );
