import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createViewBody, updateViewBody } from "@/lib/views/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

// The saved views the signed-in member sees: the organisation's shared ones and their own.
export const useViews = () =>
  useQuery({
    queryKey: keys.views(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/views", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

const byId = (id: string) => ({ params: { path: { id } } });

export const useCreateView = () => useInvalidatingMutation((body: z.input<typeof createViewBody>) => dataOf(client.POST("/api/v1/views", { body })), [keys.views()]);

export const useUpdateView = () =>
  useInvalidatingMutation(({ id, body }: { id: string; body: z.input<typeof updateViewBody> }) => dataOf(client.PATCH("/api/v1/views/{id}", { ...byId(id), body })), [keys.views()]);

export const useDeleteView = () => useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/views/{id}", byId(id))), [keys.views()]);
