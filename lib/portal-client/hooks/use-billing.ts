import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { checkoutSessionBody } from "@/lib/billing/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { usePaged } from "./paged";

export const useSubscription = () =>
  useQuery({ queryKey: keys.billing.subscription(), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/billing/subscription", { signal })) });

export const useInvoices = () =>
  usePaged(keys.billing.invoices(), (cursor, signal) => dataOf(client.GET("/api/v1/billing/invoices", { params: { query: { cursor } }, signal })));

// Both answer a provider-hosted URL that the browser follows at once.
export const useCheckout = () =>
  useMutation({ mutationFn: (body: z.input<typeof checkoutSessionBody>) => dataOf(client.POST("/api/v1/billing/checkout-session", { body })) });

export const usePortalSession = () => useMutation({ mutationFn: () => dataOf(client.POST("/api/v1/billing/portal-session", { body: {} })) });

// The link is short-lived, so it is fetched on every click and never kept.
export const invoiceDocumentLink = (id: string) =>
  dataOf(client.GET("/api/v1/billing/invoices/{id}/document", { params: { path: { id }, query: { format: "pdf" } } }));
