import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { bulkActionBody } from "@/lib/bulk-actions/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { POLL_MS, isSettled } from "../transfers";
import { useInvalidatingMutation } from "./invalidating";

export const useStartBulkAction = () =>
  useInvalidatingMutation((body: z.input<typeof bulkActionBody>) => dataOf(client.POST("/api/v1/products/bulk-actions", { body })), []);

// A bulk action's progress, read every 500 ms until it has settled.
export const useBulkAction = (id: string | null) =>
  useQuery({
    queryKey: keys.products.bulkAction(id ?? ""),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/bulk-actions/{id}", { params: { path: { id: id ?? "" } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data.status) ? false : POLL_MS),
  });

// Puts back what a finished bulk action changed, as a new bulk action whose
// progress is read like any other.
export const useUndoBulkAction = () => useInvalidatingMutation((id: string) => dataOf(client.POST("/api/v1/products/bulk-actions/{id}/undo", { params: { path: { id } } })), []);
