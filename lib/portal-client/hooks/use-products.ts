import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createProductBody, updateProductBody } from "@/lib/catalog/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { LinkedAssets, ProductAssetsDocument, ProductDocument, ProductStatus, QualityBand } from "@/lib/catalog/documents";
import type { Page } from "@/lib/core/pagination";
import type { SearchItem, SearchResult } from "@/lib/search/documents";
import type { CompletenessExplanation } from "@/lib/quality/documents";
import { usePaged } from "./paged";

// The query of GET /api/v1/search/products (lib/search/schemas.ts) as the
// portals send it: lists are comma-separated strings.
export type SearchInput = {
  q?: string;
  qualityBand?: QualityBand;
  categoryName?: string;
  categoryId?: string;
  status?: ProductStatus;
  tags?: string;
  supplierName?: string;
  // Comma-separated product kinds (simple, model, variant), and a model's id.
  kind?: string;
  parentId?: string;
  facetBy?: string;
  limit?: number;
  // createdAt (the default), updatedAt, sku, name, qualityScore; -key descending.
  sort?: string;
  include?: "thumbnail";
};

export function useProductSearch(query: SearchInput, refetchInterval: number | false = false) {
  return usePaged<SearchItem, SearchResult>(keys.products.search(query), "/api/v1/search/products", query, { refetchInterval });
}

export const useProductTotal = () =>
  useQuery({
    queryKey: keys.products.total(),
    queryFn: ({ signal }) => api<Page<ProductDocument>>("/api/v1/products", { query: { limit: 1, withTotal: true }, signal }),
    select: (page) => page.total ?? 0,
  });

// Scores are computed in the background after each save, so an open editor polls.
export const useProduct = (id: string, refetchInterval: number | false = false) =>
  useQuery({ queryKey: keys.products.detail(id), queryFn: ({ signal }) => api<ProductDocument>(`/api/v1/products/${id}`, { signal }), refetchInterval });

export const useProductAssets = (id: string | undefined) =>
  useQuery({
    queryKey: keys.products.assets(id ?? ""),
    queryFn: ({ signal }) => api<ProductAssetsDocument>(`/api/v1/products/${id}/assets`, { signal }),
    enabled: id !== undefined,
  });

// What the saved product still misses, per locale and per channel.
export const useProductCompleteness = (id: string, updatedAt: string) =>
  useQuery({
    queryKey: keys.products.completeness(id, updatedAt),
    queryFn: ({ signal }) => api<CompletenessExplanation>(`/api/v1/products/${id}/completeness`, { signal }),
  });

export const useCreateProduct = () =>
  useInvalidatingMutation((body: z.input<typeof createProductBody>) => api<ProductDocument>("/api/v1/products", { method: "POST", body }), [keys.products.all()]);

export function useUpdateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateProductBody>) => api<ProductDocument>(`/api/v1/products/${id}`, { method: "PATCH", body }),
    onSuccess: (product) => {
      client.setQueryData(keys.products.detail(id), product);
      return client.invalidateQueries({ queryKey: keys.products.all(), predicate: (q) => q.queryKey[3] !== id });
    },
  });
}

export const useDeleteProduct = () => useInvalidatingMutation((id: string) => api<void>(`/api/v1/products/${id}`, { method: "DELETE" }), [keys.products.all()]);

export const useLinkAssets = (productId: string) =>
  useInvalidatingMutation(
    (assetIds: string[]) => api<LinkedAssets>(`/api/v1/products/${productId}/assets`, { method: "PUT", body: { assetIds } }),
    [keys.products.all()],
  );
