import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { associationsBody } from "@/lib/catalog/associations/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { allPages } from "./paged";

export type AssociationsBody = z.input<typeof associationsBody>;

// The supplier's association types (a short list), for the editor's associations.
export const useAssociationTypes = (enabled = true) =>
  useQuery({
    queryKey: keys.associationTypes(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/association-types", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
    enabled,
  });

// The products behind a list of ids (associated products), through search,
// which answers only those the reader may see, with a thumbnail each.
export const useProductsByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: keys.products.search({ ids: [...ids].sort().join(","), include: "thumbnail" }),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/search/products", { params: { query: { ids: ids.join(","), limit: Math.min(200, Math.max(ids.length, 1)), include: "thumbnail" } }, signal })),
    enabled: ids.length > 0,
    select: (page) => new Map(page.items.map((item) => [item.id, item])),
  });

// Replaces the product's links (PUT: every type at once); the product's
// document carries them, so it is refreshed.
export function useReplaceAssociations(productId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: AssociationsBody) => dataOf(client.PUT("/api/v1/products/{id}/associations", { params: { path: { id: productId } }, body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: keys.products.all() }),
  });
}
