import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createApiKeyBody } from "@/lib/auth/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { ApiKeyDocument, NewApiKeyDocument } from "@/lib/auth/api-keys/documents";
import { allPages } from "./paged";

export const useApiKeys = () => useQuery({ queryKey: keys.apiKeys(), queryFn: ({ signal }) => allPages<ApiKeyDocument>("/api/v1/api-keys", signal) });

export const useCreateApiKey = () =>
  useInvalidatingMutation((body: z.input<typeof createApiKeyBody>) => api<NewApiKeyDocument>("/api/v1/api-keys", { method: "POST", body }), [keys.apiKeys()]);

export const useRotateApiKey = () =>
  useInvalidatingMutation((id: string) => api<NewApiKeyDocument>(`/api/v1/api-keys/${id}/rotate`, { method: "POST" }), [keys.apiKeys()]);

// Revoking is safe to show at once: the row goes, and comes back if the server refuses.
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/v1/api-keys/${id}`, { method: "DELETE" }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: keys.apiKeys() });
      const before = client.getQueryData<ApiKeyDocument[]>(keys.apiKeys());
      client.setQueryData<ApiKeyDocument[]>(keys.apiKeys(), (list) => list?.filter((k) => k.id !== id));
      return { before };
    },
    onError: (_err, _id, context) => client.setQueryData(keys.apiKeys(), context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: keys.apiKeys() }),
  });
}

