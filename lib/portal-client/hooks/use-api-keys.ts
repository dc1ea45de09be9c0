import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createApiKeyBody } from "@/lib/auth/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { ApiKeyDocument } from "../api-types";
import { allPages } from "./paged";
import { useRemovingMutation } from "./removing";

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
export const useRevokeApiKey = () =>
  useRemovingMutation<ApiKeyDocument>(keys.apiKeys(), (id) => dataOf(client.DELETE("/api/v1/api-keys/{id}", { params: { path: { id } } })));
