import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { categoryBody, updateCategoryBody } from "@/lib/catalog/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { CategoryDocument } from "@/lib/catalog/documents";
import { allPages } from "./paged";

export const useCategories = () =>
  useQuery({ queryKey: keys.categories(), queryFn: ({ signal }) => allPages<CategoryDocument>("/api/v1/categories", signal) });

function useCategoryMutation<V, R>(mutationFn: (input: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Category names and requirements show on products and their completeness.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.categories() }), client.invalidateQueries({ queryKey: keys.products.all() })]),
  });
}

export const useCreateCategory = () =>
  useCategoryMutation((body: z.input<typeof categoryBody>) => api<CategoryDocument>("/api/v1/categories", { method: "POST", body }));

export const useUpdateCategory = () =>
  useCategoryMutation(({ id, body }: { id: string; body: z.input<typeof updateCategoryBody> }) =>
    api<CategoryDocument>(`/api/v1/categories/${id}`, { method: "PATCH", body }),
  );

export const useDeleteCategory = () => useCategoryMutation((id: string) => api<void>(`/api/v1/categories/${id}`, { method: "DELETE" }));
