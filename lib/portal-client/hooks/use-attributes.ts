import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createAttributeBody, updateAttributeBody } from "@/lib/catalog/attributes/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useAttributes = () =>
  useQuery({
    queryKey: keys.attributes(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/attributes", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

// The dictionary decides which values products may hold and which codes a
// family may list, so products and families are refetched with it.
const useAttributeMutation = <V, R>(mutationFn: (input: V) => Promise<R>) =>
  useInvalidatingMutation(mutationFn, [keys.attributes(), keys.families(), keys.products.all()]);

const byCode = (code: string) => ({ params: { path: { code } } });

export const useCreateAttribute = () =>
  useAttributeMutation((body: z.input<typeof createAttributeBody>) => dataOf(client.POST("/api/v1/attributes", { body })));

export const useUpdateAttribute = () =>
  useAttributeMutation(({ code, body }: { code: string; body: z.input<typeof updateAttributeBody> }) =>
    dataOf(client.PATCH("/api/v1/attributes/{code}", { ...byCode(code), body })),
  );

export const useDeleteAttribute = () => useAttributeMutation((code: string) => dataOf(client.DELETE("/api/v1/attributes/{code}", byCode(code))));
