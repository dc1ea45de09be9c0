import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createFamilyBody, updateFamilyBody } from "@/lib/catalog/families/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

// A product's family adds its required attributes to the category's.
export const useFamilies = () =>
  useQuery({
    queryKey: keys.families(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/families", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

// A family's required attributes count in its products' completeness.
const useFamilyMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.families(), keys.products.all()]);

const byCode = (code: string) => ({ params: { path: { code } } });

export const useCreateFamily = () => useFamilyMutation((body: z.input<typeof createFamilyBody>) => dataOf(client.POST("/api/v1/families", { body })));

export const useUpdateFamily = () =>
  useFamilyMutation(({ code, body }: { code: string; body: z.input<typeof updateFamilyBody> }) => dataOf(client.PATCH("/api/v1/families/{code}", { ...byCode(code), body })));

export const useDeleteFamily = () => useFamilyMutation((code: string) => dataOf(client.DELETE("/api/v1/families/{code}", byCode(code))));
