import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { categoryBody, updateCategoryBody } from "@/lib/catalog/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useCategories = () =>
  useQuery({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/categories", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

// Category names and requirements show on products and their completeness.
const useCategoryMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.categories(), keys.products.all()]);

const byId = (id: string) => ({ params: { path: { id } } });

export const useCreateCategory = () => useCategoryMutation((body: z.input<typeof categoryBody>) => dataOf(client.POST("/api/v1/categories", { body })));

export const useUpdateCategory = () =>
  useCategoryMutation(({ id, body }: { id: string; body: z.input<typeof updateCategoryBody> }) => dataOf(client.PATCH("/api/v1/categories/{id}", { ...byId(id), body })));

export const useDeleteCategory = () => useCategoryMutation((id: string) => dataOf(client.DELETE("/api/v1/categories/{id}", byId(id))));
