import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createApiKeyBody } from "@/lib/auth/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { ApiKeyDocument } from "../api-types";
import { allPages } from "./paged";

export const useApiKeys = () =>
  useQuery({
    queryKey: keys.apiKeys(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/api-keys", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

export const useCreateApiKey = () =>
  useInvalidatingMutation((body: z.input<typeof createApiKeyBody>) => dataOf(client.POST("/api/v1/api-keys", { body })), [keys.apiKeys()]);

export const useRotateApiKey = () =>
  useInvalidatingMutation((id: string) => dataOf(client.POST("/api/v1/api-keys/{id}/rotate", { params: { path: { id } } })), [keys.apiKeys()]);

// Revoking is safe to show at once: the row goes, and comes back if the server refuses.
export function useRevokeApiKey() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(client.DELETE("/api/v1/api-keys/{id}", { params: { path: { id } } })),
    onMutate: async (id) => {
      await queries.cancelQueries({ queryKey: keys.apiKeys() });
      const before = queries.getQueryData<ApiKeyDocument[]>(keys.apiKeys());
      queries.setQueryData<ApiKeyDocument[]>(keys.apiKeys(), (list) => list?.filter((k) => k.id !== id));
      return { before };
    },
    onError: (_err, _id, context) => queries.setQueryData(keys.apiKeys(), context?.before),
    onSettled: () => queries.invalidateQueries({ queryKey: keys.apiKeys() }),
  });
}
