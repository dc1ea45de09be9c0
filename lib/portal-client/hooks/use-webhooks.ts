import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createEndpointBody, updateEndpointBody } from "@/lib/webhooks/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

export const useWebhookEndpoints = () =>
  usePaged(keys.webhooks.list(), (cursor, signal) => dataOf(client.GET("/api/v1/webhook-endpoints", { params: { query: { cursor } }, signal })));

export const useWebhookEndpoint = (id: string) =>
  useQuery({
    queryKey: keys.webhooks.detail(id),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/webhook-endpoints/{id}", { params: { path: { id } }, signal })),
  });

// Deliveries are sent in the background, so the log polls while it is open.
export const useWebhookDeliveries = (id: string, refetchInterval: number | false) =>
  usePaged(
    keys.webhooks.deliveries(id),
    (cursor, signal) => dataOf(client.GET("/api/v1/webhook-endpoints/{id}/deliveries", { params: { path: { id }, query: { cursor } }, signal })),
    { refetchInterval },
  );

export const useCreateWebhookEndpoint = () =>
  useInvalidatingMutation((body: z.input<typeof createEndpointBody>) => dataOf(client.POST("/api/v1/webhook-endpoints", { body })), [keys.webhooks.all()]);

export const useUpdateWebhookEndpoint = () =>
  useInvalidatingMutation(
    ({ id, ...body }: z.input<typeof updateEndpointBody> & { id: string }) =>
      dataOf(client.PATCH("/api/v1/webhook-endpoints/{id}", { params: { path: { id } }, body })),
    [keys.webhooks.all()],
  );

export const useDeleteWebhookEndpoint = () =>
  useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/webhook-endpoints/{id}", { params: { path: { id } } })), [keys.webhooks.all()]);

export const useReplayDelivery = (endpointId: string) =>
  useInvalidatingMutation(
    (deliveryId: string) =>
      dataOf(client.POST("/api/v1/webhook-endpoints/{id}/deliveries/{deliveryId}/replay", { params: { path: { id: endpointId, deliveryId } } })),
    [keys.webhooks.deliveries(endpointId)],
  );
