import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createEndpointBody, updateEndpointBody } from "@/lib/webhooks/schemas";
import type { NewWebhookEndpointDocument, WebhookDeliveryDocument, WebhookEndpointDocument } from "@/lib/webhooks/documents";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

export const useWebhookEndpoints = () => usePaged<WebhookEndpointDocument>(keys.webhooks.list(), "/api/v1/webhook-endpoints");

export const useWebhookEndpoint = (id: string) =>
  useQuery({ queryKey: keys.webhooks.detail(id), queryFn: ({ signal }) => api<WebhookEndpointDocument>(`/api/v1/webhook-endpoints/${id}`, { signal }) });

// Deliveries are sent in the background, so the log polls while it is open.
export const useWebhookDeliveries = (id: string, refetchInterval: number | false) =>
  usePaged<WebhookDeliveryDocument>(keys.webhooks.deliveries(id), `/api/v1/webhook-endpoints/${id}/deliveries`, {}, { refetchInterval });

export const useCreateWebhookEndpoint = () =>
  useInvalidatingMutation(
    (body: z.input<typeof createEndpointBody>) => api<NewWebhookEndpointDocument>("/api/v1/webhook-endpoints", { method: "POST", body }),
    [keys.webhooks.all()],
  );

export const useUpdateWebhookEndpoint = () =>
  useInvalidatingMutation(
    ({ id, ...body }: z.input<typeof updateEndpointBody> & { id: string }) => api<WebhookEndpointDocument>(`/api/v1/webhook-endpoints/${id}`, { method: "PATCH", body }),
    [keys.webhooks.all()],
  );

export const useDeleteWebhookEndpoint = () =>
  useInvalidatingMutation((id: string) => api<void>(`/api/v1/webhook-endpoints/${id}`, { method: "DELETE" }), [keys.webhooks.all()]);

export const useReplayDelivery = (endpointId: string) =>
  useInvalidatingMutation(
    (deliveryId: string) => api<WebhookDeliveryDocument>(`/api/v1/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/replay`, { method: "POST" }),
    [keys.webhooks.deliveries(endpointId)],
  );
