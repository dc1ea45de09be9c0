import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createProductBody, updateProductBody } from "@/lib/catalog/schemas";
import { client, dataOf } from "../fetch-client";
import type { paths } from "../generated/api";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

// The query of GET /api/v1/search/products (lib/search/schemas.ts) as the
// portals send it: lists are comma-separated strings.
export type SearchInput = Omit<NonNullable<paths["/api/v1/search/products"]["get"]["parameters"]["query"]>, "cursor">;

export function useProductSearch(query: SearchInput, refetchInterval: number | false = false, enabled = true) {
  return usePaged(
    keys.products.search(query),
    (cursor, signal) => dataOf(client.GET("/api/v1/search/products", { params: { query: { ...query, cursor } }, signal })),
    { refetchInterval, enabled },
  );
}

export const useProductTotal = () =>
  useQuery({
    queryKey: keys.products.total(),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products", { params: { query: { limit: 1, withTotal: "true" } }, signal })),
    select: (page) => page.total ?? 0,
  });

const byId = (id: string) => ({ params: { path: { id } } });

// Scores are computed in the background after each save, so an open editor polls.
export const useProduct = (id: string, refetchInterval: number | false = false, enabled = true) =>
  useQuery({ queryKey: keys.products.detail(id), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/{id}", { ...byId(id), signal })), refetchInterval, enabled });

export const useProductAssets = (id: string | undefined) =>
  useQuery({
    queryKey: keys.products.assets(id ?? ""),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/{id}/assets", { ...byId(id ?? ""), signal })),
    enabled: id !== undefined,
  });

// What the saved product still misses, per locale and per channel.
export const useProductCompleteness = (id: string, updatedAt: string) =>
  useQuery({
    queryKey: keys.products.completeness(id, updatedAt),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/{id}/completeness", { ...byId(id), signal })),
  });

export const useCreateProduct = () =>
  useInvalidatingMutation((body: z.input<typeof createProductBody>) => dataOf(client.POST("/api/v1/products", { body })), [keys.products.all()]);

export function useUpdateProduct(id: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateProductBody>) => dataOf(client.PATCH("/api/v1/products/{id}", { ...byId(id), body })),
    onSuccess: (product) => {
      queries.setQueryData(keys.products.detail(id), product);
      // The saved product's own queries hold the answer already, but for its
      // history, which has a new version.
      return Promise.all([
        queries.invalidateQueries({ queryKey: keys.products.all(), predicate: (q) => q.queryKey[3] !== id }),
        queries.invalidateQueries({ queryKey: keys.products.history(id) }),
      ]);
    },
  });
}

export function useDeleteProduct() {
  const queries = useQueryClient();
  return useMutation({
    // The product's own queries in flight are cancelled first and left as
    // they are after: answered after the delete they would only be 404s.
    onMutate: (id: string) => queries.cancelQueries({ predicate: (q) => q.queryKey[3] === id }),
    mutationFn: (id: string) => dataOf(client.DELETE("/api/v1/products/{id}", byId(id))),
    onSuccess: (_, id) => queries.invalidateQueries({ queryKey: keys.products.all(), predicate: (q) => q.queryKey[3] !== id }),
  });
}

// The media panel's saves: the order of the links and, for the assets it
// names, their alt texts (the others keep theirs).
export const useSaveProductMedia = (productId: string) =>
  useInvalidatingMutation(
    (body: { assetIds: string[]; altText?: Record<string, Record<string, string>> }) => dataOf(client.PUT("/api/v1/products/{id}/assets", { ...byId(productId), body })),
    [keys.products.all()],
  );

// A draft copy under a new SKU (no variants, no associations).
export const useDuplicateProduct = (id: string) =>
  useInvalidatingMutation((sku: string) => dataOf(client.POST("/api/v1/products/{id}/duplicate", { ...byId(id), body: { sku } })), [keys.products.all()]);
