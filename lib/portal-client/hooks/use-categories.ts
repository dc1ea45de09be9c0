import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { categoryBody, updateCategoryBody } from "@/lib/catalog/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { CategoryDocument } from "@/lib/catalog/documents";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useCategories = () =>
  useQuery({ queryKey: keys.categories(), queryFn: ({ signal }) => allPages<CategoryDocument>("/api/v1/categories", signal) });

// Category names and requirements show on products and their completeness.
const useCategoryMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.categories(), keys.products.all()]);

export const useCreateCategory = () =>
  useCategoryMutation((body: z.input<typeof categoryBody>) => api<CategoryDocument>("/api/v1/categories", { method: "POST", body }));

export const useUpdateCategory = () =>
  useCategoryMutation(({ id, body }: { id: string; body: z.input<typeof updateCategoryBody> }) =>
    api<CategoryDocument>(`/api/v1/categories/${id}`, { method: "PATCH", body }),
  );

export const useDeleteCategory = () => useCategoryMutation((id: string) => api<void>(`/api/v1/categories/${id}`, { method: "DELETE" }));
